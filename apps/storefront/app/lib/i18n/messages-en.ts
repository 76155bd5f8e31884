// The English message catalogue: the source of every user-facing text. Texts quoted in the spec
// are used verbatim (including their spelling); the others are labels the spec leaves open.
// `{name}` marks a placeholder filled by `t(key, { name })`.
export const messagesEn = {
  // spec 001 §2 "Header" and "Layouts"
  'header.home': 'Vitrine home',
  'header.mainNavigation': 'Main navigation',
  'header.search': 'Search',
  'header.wishlist': 'Wishlist',
  'header.language': 'Change language',
  'header.account': 'Account',
  'header.cart': 'Cart, {quantity} items',
  'header.skipToContent': 'Skip to content',
  'account.myAccount': 'My account',
  'account.login': 'Login',
  'search.title': 'Search for products',
  'search.label': 'Search term',
  'search.placeholder': 'Type what you are looking for...',
  'storeSelector.title': 'Choose your country',
  'storeSelector.current': 'current',
  'microcart.title': 'Your Order',
  'microcart.empty': 'Your shopping cart is empty.',
  'microcart.subtotalInclTax': 'Subtotal incl. tax',
  'microcart.grandTotal': 'Grand total',
  'panel.close': 'Close',
  'overlay.close': 'Close the panel',
  'offline.badge': 'You are offline. Some features might not be available.',
  'navigation.progress': 'Loading page',
  'notifications.label': 'Notifications',
  'notifications.ok': 'OK',
  'lazy.loadError': 'An error occured while loading the component.',
  'lazy.offlineError': "Component couldn't be loaded due to lack of network connectivity.",
  'lazy.tryAgain': 'Try again',
  'lazy.close': 'Close',

  // spec 001 §2 "Footer" and "Content blocks" (newsletter box)
  'footer.label': 'Footer',
  'footer.customerService': 'Customer service',
  'footer.cookiePolicy': 'Cookie policy',
  'footer.followUs': 'Follow us',
  'footer.newsletter': 'NEWSLETTER',
  'footer.newsletterText': 'Subscribe to our newsletter and get 10% discount off your next order',
  'footer.copyright': '© {year} Vitrine',
  'newsletter.email': 'E-mail address',
  'newsletter.privacy': 'I agree to the privacy policy',
  'newsletter.ok': 'Ok',
  'newsletter.signMeUp': 'Sign me up',
  'newsletter.privacyPolicy': 'Privacy policy',
  'newsletter.alreadySubscribed': 'You are already subscribed to the newsletter.',
  'newsletter.subscribed': 'You have been successfully subscribed to our newsletter!',
  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',
  'social.pinterest': 'Pinterest',

  // spec 000 §8 and 001 §8: error pages
  'notFound.title': '404 Page Not Found',
  'notFound.text': "Unfortunately we can't find the page you are looking for.",
  'error.title': 'Internal Server Error 500',
  'error.somethingWentWrong': 'Something went wrong ...',
  'error.tryAgainSoon': 'Something went wrong. Try again in a few seconds.',
  'error.backHome': 'Back to the home page',
  'error.loginRequired': 'You need to be logged in to see this page',
  'maintenance.title': 'We are busy improving the shop',
  'maintenance.text':
    'The shop is closed for maintenance for a short while. Please come back soon.',
  'home.title': 'Vitrine',
  'home.intro': 'Caps, hats, clothing, swimwear and jewellery.',

  // spec 000 §8: shown to the user (each with an OK action)
  'cart.productAdded': 'Product has been added to the cart!',
  'cart.proceedToCheckout': 'Proceed to checkout',
  'cart.quantityUpdated': 'Product quantity has been updated!',
  'cart.volatileStock':
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  'cart.outOfStockNotAdded': 'The product is out of stock and cannot be added to the cart!',
  'cart.priceUnknown': 'Product price is unknown, product cannot be added to the cart!',
  'cart.emptyBeforeCheckout':
    'Shopping cart is empty. Please add some products before entering Checkout',
  'cart.itemInStock': 'In stock!',
  'cart.itemOutOfStock': 'Out of the stock!',
  'product.noVariants': 'No available product variants',
  'product.noSuchConfiguration':
    'No such configuration for the product. Please do choose another combination of attributes.',
  'product.isOutOfStock': ' is out of stock!',
  'product.outOfStock': 'Out of stock!',
  'product.thisOutOfStock': 'This product is out of stock.',
  'product.onlyAvailable': 'Only {maxQuantity} products of this type are available!',
  'category.noProductsOffline':
    'No products synchronized for this category. Please come back while online!',
  'order.processing': 'Processing order...',
  'order.validationError':
    'Internal validation error. Please check if all required fields are filled in.',
  'order.queued': 'The order can not be transfered because of server error. Order has been queued',
  'order.invalidAddress':
    'Address provided in checkout contains invalid data... Your order has been canceled.',
  'order.outOfStock':
    "Some products you've ordered are out of stock. Your order has been canceled.",
  'order.productsNotAvailable': 'Some of the ordered products are not available!',
  'user.tokenRefreshError': 'Error while refreshing the user token. Please refresh the page.',
  'user.sessionExpired': 'Session expired. Please refresh the page and login again.',
  'sync.badContentType': 'Error with response - bad content-type!',
  'sync.wrongFormat': 'Unhandled error, wrong response format!',
  'offline.notAvailable':
    'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
  'coupon.notValid': '{code} is not a valid coupon.',
  'coupon.incorrect': "You've entered an incorrect coupon code. Please try again.",
  'form.incorrectData': 'You entered incorrect data. Please try again.',
  'address.notFound': "Address hasn't been found. Click <b>here</b> to fill manually.",

  // spec 000 §9: sort options
  'sort.latest': 'Latest',
  'sort.priceLowToHigh': 'Price low to high',
  'sort.priceHighToLow': 'Price high to low',
  'sort.recommended': 'Recommended',

  // spec 001 §5: validation texts
  'validation.required': 'Field is required',
  'validation.searchMinLength': 'Searched term should consist of at least 3 characters.',
  'validation.emailRequired': 'Please provide an e-mail address.',
  'validation.emailInvalid': 'Please provide a valid e-mail address.',
  'validation.quantityAboveZero': 'Quantity must be above 0',
  'validation.quantityBelow': 'Quantity must be below {quantity}',
  'validation.quantityInteger': 'Quantity must be positive integer',
  'validation.greaterThanZero': 'Must be greater than 0',
  'validation.passwordLength': 'Password must have at least 8 letters.',
  'validation.passwordClasses':
    'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
  'validation.passwordsIdentical': 'Passwords must be identical',
  'validation.nameMin2': 'Name must have at least 2 letters.',
  'validation.nameMin3': 'Name must have at least 3 letters.',
  'validation.countryRequired': 'Country is required',
  'validation.houseNumberRequired': 'Housenr. is a required field',
  'validation.orderIdNumeric': 'Your Order ID can only contain numbers',
  'validation.orderIdRequired': 'Please provide an Order ID',
  'validation.lastNameRequired': 'Please provide your last name on your order',
  'validation.returnReasonRequired': 'Please select your return reason.',
  'validation.sizeRequired': 'Please select a size',
  'validation.wishlistLimit': 'Only 5 wishlist(s) can be created.',
  'validation.emailsMatch': 'Email addresses do not match',
  'validation.acceptTerms': 'You must accept the terms and conditions.',

  // spec 001 §8: account, returns and notifications
  'account.emailExistsInWebsite':
    'A customer with the same email already exists in an associated website.',
  'account.emailExists': 'An account with this e-mail address already exists',
  'account.emailUnknown': 'Provided email does not exist',
  'account.resetPasswordError': 'Error while sending reset password e-mail',
  'account.updated': 'Account data has successfully been updated',
  'account.passwordChanged': 'Password has successfully been changed',
  'account.loggedOut': "You're logged out",
  'returns.saveError': 'Something went wrong saving your return. Please contact customer service.',

  // spec 001 §3: return statuses
  'returns.status.requested': 'Requested',
  'returns.status.approved': 'Approved',
  'returns.status.denied': 'Denied',
  'returns.status.received': 'Received',
  'returns.status.processed': 'Processed',
  'returns.status.rejected': 'Rejected',
} as const

export type MessageKey = keyof typeof messagesEn
export type Messages = Record<MessageKey, string>
