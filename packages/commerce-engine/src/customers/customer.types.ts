// Customers, their sign-up input and their session tokens.

export interface CustomerRecord {
  id: number
  email: string
  firstname: string
  lastname: string
  groupId: number
  storeCode: string
  createdAt: Date
  updatedAt: Date
}

export interface CustomerSignUp {
  email: string
  firstname: string
  lastname: string
  password: string
  storeCode: string
}

export interface CustomerTokens {
  accessToken: string
  refreshToken: string
}

export interface TokenLifetimes {
  accessSeconds: number
  refreshSeconds: number
}
