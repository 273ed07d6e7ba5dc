import { useEffect, useState } from 'react';

/**
 * The authenticator app's set-up link as a QR code to scan. The QR library loads only here, on the set-up screen,
 * never with the first page.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 200 }))
      .then((url) => {
        if (current) setImage(url);
      })
      .catch(() => {
        // Without a picture the secret below still sets the app up by hand.
      });
    return () => {
      current = false;
    };
  }, [uri]);

  return (
    <div className="flex size-[200px] items-center justify-center rounded-md border border-gray-200 bg-white">
      {image ? (
        <img src={image} width={200} height={200} alt="QR code to scan with your authenticator app" />
      ) : (
        <span className="text-xs text-gray-500">Preparing the QR code…</span>
      )}
    </div>
  );
}
