/** A translation of the server's texts: English's keys, each with its text (a missing or extra key does not compile). */
export type ServerTranslation<T> = { readonly [K in keyof T]: T[K] extends string ? string : ServerTranslation<T[K]> };
