import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

/** One kind of break: what it is, its lengths (`ResponsibleGaming.durations.*`) and its button. */
export function RgBreakChoice({
  title,
  help,
  durations,
  value,
  onChange,
  action,
  onStart,
  testId,
}: {
  title: string;
  help: string;
  durations: readonly string[];
  value: string;
  onChange: (value: string) => void;
  action: string;
  onStart: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-fg">{title}</h4>
      <p className="text-xs leading-relaxed text-muted">{help}</p>
      <div className="flex items-end gap-2">
        <FormField label={t('ResponsibleGaming.duration')} className="flex-1">
          <Select
            data-testid={`${testId}-duration`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {durations.map((duration) => (
              <option key={duration} value={duration}>
                {t(`ResponsibleGaming.durations.${duration}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <Button onClick={onStart} data-testid={testId}>
          {action}
        </Button>
      </div>
    </div>
  );
}
