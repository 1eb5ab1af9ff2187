import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { formatFrenchPhone } from '@guide/validation';
import { generalErrorKey } from '../auth/errors';
import { useLanguage, useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';
import { DELETE_ADDRESS, MY_ADDRESSES, UPDATE_ADDRESS, type Address, type AddressInput, type AddressType } from './account.graphql';
import { countryName } from './addresses';
import { ConfirmDialog } from './ConfirmDialog';

const TYPES: AddressType[] = ['BILLING', 'DELIVERY'];

export function addressInputOf(address: Address, changes: Partial<AddressInput> = {}): AddressInput {
  const { id: _id, ...rest } = address;
  const input = { ...rest, ...changes } as AddressInput & { __typename?: string };
  delete input.__typename;
  return input;
}

/** /account/addresses: billing and delivery addresses, one default per type; delete asks first. */
export function AddressesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const title = t('account.addresses.title');
  useDocumentTitle(title);
  const { data, loading, error, refetch } = useQuery(MY_ADDRESSES, { fetchPolicy: 'cache-and-network' });
  const [remove, removing] = useMutation(DELETE_ADDRESS, { refetchQueries: ['MyAddresses'], awaitRefetchQueries: true });
  const [update] = useMutation(UPDATE_ADDRESS, { refetchQueries: ['MyAddresses'], awaitRefetchQueries: true });
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const addresses = data?.me?.addresses ?? [];

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove({ variables: { id: toDelete.id } });
      toast.success(t('account.addresses.deleted'));
    } catch (e) {
      toast.error(t(generalErrorKey(e)));
    } finally {
      setToDelete(null);
    }
  }

  async function makeDefault(address: Address) {
    try {
      await update({ variables: { id: address.id, input: addressInputOf(address, { isDefault: true }) } });
      toast.success(t('account.addresses.defaultSaved'));
    } catch (e) {
      toast.error(t(generalErrorKey(e)));
    }
  }

  return (
    <section className="account-section" data-testid="addresses-page">
      <h1>{title}</h1>
      {loading && !data && <p className="auth-status">{t('account.loading')}</p>}
      {error && !data && (
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {data &&
        TYPES.map((type) => {
          const list = addresses.filter((a) => a.type === type);
          return (
            <section key={type} className="address-group" aria-labelledby={`addresses-${type}`} data-testid={`addresses-${type}`}>
              <div className="address-group__head">
                <h2 id={`addresses-${type}`}>{t(`account.addresses.group.${type}`)}</h2>
                <Link className="button button--secondary" to={localePath(`/account/addresses/create?type=${type}`)} data-testid={`address-add-${type}`}>
                  {t(`account.addresses.add.${type}`)}
                </Link>
              </div>
              {list.length === 0 ? (
                <p className="address-empty">{t(`account.addresses.empty.${type}`)}</p>
              ) : (
                <ul className="address-list">
                  {list.map((address) => (
                    <li key={address.id} className="address-card" data-testid="address-card">
                      {address.isDefault && (
                        <span className="address-card__badge" data-testid="address-default">
                          {t('account.addresses.default')}
                        </span>
                      )}
                      <address>
                        <strong>
                          {address.firstName} {address.lastName}
                        </strong>
                        {address.company && <span>{address.company}</span>}
                        <span>{address.street}</span>
                        {address.additionalAddress && <span>{address.additionalAddress}</span>}
                        <span>
                          {address.postalCode} {address.city}
                        </span>
                        <span>{countryName(address.country, lang)}</span>
                        {address.phone && <span>{address.country === 'FR' ? formatFrenchPhone(address.phone) : address.phone}</span>}
                      </address>
                      <div className="address-card__actions">
                        <Link to={localePath(`/account/addresses/edit/${address.id}`)} data-testid="address-edit">
                          {t('account.addresses.edit')}
                        </Link>
                        {!address.isDefault && (
                          <button type="button" className="link-button" onClick={() => void makeDefault(address)} data-testid="address-make-default">
                            {t('account.addresses.makeDefault')}
                          </button>
                        )}
                        <button type="button" className="link-button link-button--danger" onClick={() => setToDelete(address)} data-testid="address-delete">
                          {t('account.addresses.delete')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('account.addresses.confirmTitle')}
        confirmLabel={t('account.addresses.confirmDelete')}
        cancelLabel={t('account.cancel')}
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && <p>{t('account.addresses.confirmText', { street: toDelete.street, city: toDelete.city })}</p>}
      </ConfirmDialog>
    </section>
  );
}
