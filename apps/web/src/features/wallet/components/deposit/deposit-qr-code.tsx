import { Download } from 'lucide-react';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Spec 9: the address QR code is 188 px, error correction L, downloaded as qr_code.png. */
export const DEPOSIT_QR_SIZE = 188;
export const DEPOSIT_QR_FILE_NAME = 'qr_code.png';

/** The address as a QR code for a phone wallet to scan, and a button to save it. */
export function DepositQrCode({ address, title }: { address: string; title: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  const download = () => {
    if (!canvas.current) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = DEPOSIT_QR_FILE_NAME;
    link.click();
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="rounded-2xl bg-white p-2.5 shadow-[0_12px_40px_-12px_rgb(245_177_32/0.35)] ring-1 ring-gold-500/30">
        <QRCodeCanvas
          ref={canvas}
          data-testid="deposit-qr"
          value={address}
          size={DEPOSIT_QR_SIZE}
          level="L"
          marginSize={1}
          bgColor="#ffffff"
          fgColor="#0b0e17"
          title={title}
          className="block"
        />
      </div>
      <Button variant="ghost" size="sm" data-testid="deposit-qr-download" onClick={download}>
        <Download className="size-4" />
        {t('WalletDeposit.download_qr')}
      </Button>
    </div>
  );
}
