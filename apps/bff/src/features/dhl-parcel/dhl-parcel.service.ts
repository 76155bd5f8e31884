// The DHL Parcel add-on's rules (spec 000 §3 "Pickup points", §4 "Pickup-point shipping", §7):
// the points near a postcode (always an array: empty when there are none or DHL fails), and the
// choice of a point, looked up again by id so a client cannot invent one: a packstation needs the
// shopper's postnumber, other points take none (D160).
import {
  PACKSTATION_POSTNUMBER_MESSAGE,
  POSTNUMBER_NOT_TAKEN_MESSAGE,
  UNKNOWN_SERVICE_POINT_MESSAGE,
  type SelectedServicePoint,
  type ServicePoint,
  type ServicePointChoice,
  type ServicePointsQuery,
} from '@vitrine/contracts/service-points'
import {
  DeliveryPointsUnavailableError,
  type DeliveryPointsPort,
} from '../../adapters/delivery-points/delivery-points.port.js'
import { toCartAccess, type CommerceRequest } from '../../caller.js'
import { ServiceUnavailableError, ValidationError } from '../../errors.js'

export const SERVICE_POINTS_UNAVAILABLE_MESSAGE =
  'The service points cannot be checked right now. Please try again shortly.'

export function findServicePoints(
  points: DeliveryPointsPort,
  query: ServicePointsQuery,
): Promise<ServicePoint[]> {
  return points.findNear({ countryCode: query.countryCode, postalCode: query.postalCode })
}

/** The chosen point as the carrier knows it, with the postnumber; `field` names it in a 400. */
export async function resolveServicePointChoice(
  points: DeliveryPointsPort,
  choice: ServicePointChoice,
  field: string,
): Promise<SelectedServicePoint> {
  let point: ServicePoint | null
  try {
    point = await points.findById(choice.id)
  } catch (error) {
    if (error instanceof DeliveryPointsUnavailableError) {
      throw new ServiceUnavailableError(SERVICE_POINTS_UNAVAILABLE_MESSAGE)
    }
    throw error
  }
  const refuse = (message: string) => new ValidationError([{ field, message }])
  if (!point) throw refuse(UNKNOWN_SERVICE_POINT_MESSAGE)
  const isPackstation = point.shopType === 'packStation'
  if (isPackstation && choice.postnumber === undefined) throw refuse(PACKSTATION_POSTNUMBER_MESSAGE)
  if (!isPackstation && choice.postnumber !== undefined) throw refuse(POSTNUMBER_NOT_TAKEN_MESSAGE)
  return choice.postnumber === undefined ? point : { ...point, postnumber: choice.postnumber }
}

export async function selectServicePoint(
  context: CommerceRequest,
  points: DeliveryPointsPort,
  cartId: string,
  choice: ServicePointChoice,
): Promise<SelectedServicePoint> {
  const point = await resolveServicePointChoice(points, choice, 'body.servicePoint')
  await context.commerce.selectServicePoint(cartId, toCartAccess(context.caller), point)
  return point
}
