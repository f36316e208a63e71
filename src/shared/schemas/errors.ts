/** The one JSON shape of every 4xx and 5xx answer of the API (nothing validates it at run time: a type is enough). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}
