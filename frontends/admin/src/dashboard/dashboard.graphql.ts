import { graphql } from '../gql';

/**
 * The dashboard's queries, one per card so each runs only for those who hold its permission (the gateway
 * would refuse the others). Counts come from the lists' totalCount where a list filters enough
 * (first: 1, the page is not shown); commerce answers the two it had no list for (dashboard/).
 */
export const DASHBOARD_SALES = graphql(`
  query DashboardSales($from: DateTime!, $to: DateTime!) {
    salesSummary(from: $from, to: $to) {
      salesCents
      orderCount
      averageOrderCents
      salesByDay {
        day
        salesCents
        orderCount
      }
      topProducts {
        productId
        name
        quantity
        salesCents
      }
      ordersByStatus {
        status
        count
      }
    }
  }
`);

export const DASHBOARD_LOW_STOCK = graphql(`
  query DashboardLowStock {
    lowStockCount
  }
`);

export const DASHBOARD_PAYMENTS_WAITING = graphql(`
  query DashboardPaymentsWaiting {
    orders(status: PENDING_PAYMENT, first: 1) {
      totalCount
    }
  }
`);

export const DASHBOARD_QUOTES = graphql(`
  query DashboardQuotesToAnswer {
    quotesToAnswerCount
  }
`);

/** Requests not over yet: every status with a next step (vocabulary RETURN_TRANSITIONS). */
export const DASHBOARD_RETURNS = graphql(`
  query DashboardOpenReturns {
    newRequest: returnRequests(status: NEW_REQUEST, first: 1) {
      totalCount
    }
    processing: returnRequests(status: PROCESSING, first: 1) {
      totalCount
    }
    awaitingReturn: returnRequests(status: AWAITING_RETURN, first: 1) {
      totalCount
    }
    returned: returnRequests(status: RETURNED, first: 1) {
      totalCount
    }
    refunded: returnRequests(status: REFUNDED, first: 1) {
      totalCount
    }
    newParcelSent: returnRequests(status: NEW_PARCEL_SENT, first: 1) {
      totalCount
    }
  }
`);

export const DASHBOARD_NEW_CUSTOMERS = graphql(`
  query DashboardNewCustomers($from: DateTime!, $to: DateTime!) {
    newCustomersCount(from: $from, to: $to)
  }
`);

export const DASHBOARD_TICKETS = graphql(`
  query DashboardOpenTickets {
    fresh: tickets(status: NEW, first: 1) {
      totalCount
    }
    inProgress: tickets(status: IN_PROGRESS, first: 1) {
      totalCount
    }
  }
`);

export const DASHBOARD_POSTS = graphql(`
  query DashboardPostsToModerate {
    ownerPosts(status: PENDING, first: 1) {
      totalCount
    }
  }
`);

export const DASHBOARD_REVIEWS = graphql(`
  query DashboardReviewsToModerate {
    reviewsForModeration(status: PENDING, first: 1) {
      totalCount
    }
  }
`);

export const DASHBOARD_CONTEST_REGISTRATIONS = graphql(`
  query DashboardContestRegistrations {
    contestRegistrations(first: 1) {
      totalCount
    }
  }
`);
