import { AppError, ErrorCode } from '@guide/platform';

/** NOT_FOUND naming the field, for an unknown, unpublished or deleted product. */
export const productNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'Product not found', { fieldErrors: { productId: 'NOT_FOUND' } });
