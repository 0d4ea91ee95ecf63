import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validate } from 'superstruct';
import { fieldErrors } from '../../../src/core/fields.js';
import { VerificationBody } from '../../../src/core/verification-structs.js';

const photos = { frontPhotoId: '0190a1b2c3d4e5f60718293a4b5c6d7e', backPhotoId: '0190a1b2c3d4e5f60718293a4b5c6d7f' };
const errorsOf = (body: object) => {
  const [error] = validate({ ...photos, ...body }, VerificationBody);
  return error ? fieldErrors(error) : {};
};

test('a CN submission with a Han name and a checked ID number passes', () => {
  assert.equal(errorsOf({ name: '王小明', idNumber: '11010519491231002X', nationality: 'CN' }), {});
});

test('each rule names its own field: the name, the ID number or both, by the nationality chosen', () => {
  assert.equal(errorsOf({ name: 'Wang', idNumber: '110105194912310021', nationality: 'CN' }), { name: 'real_name_invalid', idNumber: 'id_number_invalid' });
  assert.equal(errorsOf({ name: 'Wang Li', idNumber: '110105194912310021', nationality: 'SG' }), {});
  assert.equal(errorsOf({ name: 'Wang Li', idNumber: 'X', nationality: 'SG' }), { idNumber: 'id_number_invalid' });
});

test('missing photos, empty fields and an essay are refused with their codes', () => {
  assert.equal(errorsOf({ name: '', idNumber: '', nationality: 'CN', frontPhotoId: '', backPhotoId: 'x' }), {
    name: 'required',
    idNumber: 'required',
    frontPhotoId: 'required',
    backPhotoId: 'photo_invalid',
  });
  assert.equal(errorsOf({ name: 'a'.repeat(121), idNumber: 'A1234', nationality: 'US' }), { name: 'too_long' });
});

test.run();
