/**
 * A link as a QR code, in SVG: shown beside an invitation's link, and to a member setting up an
 * authenticator app.
 *
 * qrcode (and the PNG library it requires) is loaded on first use: evaluating it took ~10 ms of
 * every start, for a code drawn now and then (decision 0067).
 */
export async function qrCodeSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
