import { VerificationBody } from '../core/verification-structs.js';
import { chineseNationality } from '../core/identity.js';
import { AreaPart } from '../areas/area-part.js';
import { t, tryT } from '../i18n/i18n.js';
import type { Verification } from '../state/verification-model.js';
import type { VerificationState } from '../core/verification.js';
import { Field, fieldMessage } from './field.js';
import { FormError } from './form-error.js';
import { PhotoPicker } from './photo-picker.js';
import { SubmitButton } from './submit-button.js';
import { showToast } from './toast.js';
import { useForm } from '../hooks/use-form.js';

/** A field code in this form's words where it has its own (the name and ID rules, the photos), else the shared one. */
const message = (code: string | undefined) => code && (tryT(`verify.fields.${code}`) || fieldMessage(code));

/**
 * Name, nationality, ID number and both ID photos, checked by the rules the server applies. After a
 * rejection it starts from what was sent (the ID number, masked in answers, is typed again).
 */
export function VerificationForm({ verification, previous }: { verification: Verification; previous?: VerificationState }) {
  const front = verification.front.value;
  const back = verification.back.value;
  const form = useForm(
    VerificationBody,
    { name: previous?.name ?? '', idNumber: '', nationality: previous?.nationality ?? '' },
    async (body) => {
      await verification.submit(body);
      showToast(t('verify.submitted'));
    },
    (values) => ({ ...values, name: values.name.trim(), idNumber: values.idNumber.trim(), frontPhotoId: front.photoId ?? '', backPhotoId: back.photoId ?? '' }),
  );
  const errors = form.errors;
  const chinese = form.values.nationality === chineseNationality;
  const photoError = (code?: string) => code && t('verify.uploadPhoto');
  return (
    <form className="up-card up-form" onSubmit={form.onSubmit} noValidate>
      <p className="up-muted">{t('verify.intro')}</p>
      <Field {...form.bind('name')} errorText={message(errors.name)} label={t('verify.name')} maxLength={60} autoComplete="name" hint={t(chinese ? 'verify.nameHintCn' : 'verify.nameHint')} />
      {/* The withdraw area's (with the region list), so neither joins the core as shared by two areas. */}
      <AreaPart area="withdraw" name="nationalitySelect" {...form.bind('nationality')} label={t('verify.nationality')} />
      <Field
        {...form.bind('idNumber')}
        errorText={message(errors.idNumber)}
        label={t('verify.idNumber')}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t(chinese ? 'verify.idNumberHintCn' : 'verify.idNumberHint')}
      />
      <fieldset className="up-photos">
        <legend>{t('verify.photos')}</legend>
        {(['front', 'back'] as const).map((side) => (
          <PhotoPicker
            key={side}
            id={`up-photo-${side}`}
            label={t(side === 'front' ? 'verify.front' : 'verify.back')}
            slot={side === 'front' ? front : back}
            error={photoError(errors[`${side}PhotoId`])}
            onPick={(file) => {
              form.setErrors({ ...errors, [`${side}PhotoId`]: '' });
              verification.choose(side, file);
            }}
            onCancel={() => verification.cancel(side)}
            onRetry={() => verification.retry(side)}
          />
        ))}
      </fieldset>
      <FormError error={form.formError} />
      <SubmitButton sending={form.sending}>{t('common.submit')}</SubmitButton>
    </form>
  );
}
