import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chineseNationality, isIdNumber, isRealName, normaliseIdNumber } from '../../../src/core/identity.js';

const cn = chineseNationality;

test('a Chinese name of 2 to 5 Han characters is accepted for CN', () => {
  for (const name of ['王五', '张三丰', '欧阳明日', '爱新觉罗启']) {
    assert.ok(isRealName(name, cn), name);
  }
});

test('a Chinese name of 1 or 6 Han characters is rejected for CN', () => {
  assert.not.ok(isRealName('王', cn));
  assert.not.ok(isRealName('爱新觉罗溥仪', cn));
});

test('a CN name with Latin letters, digits, spaces inside or a middle dot is rejected', () => {
  for (const name of ['Wang Wu', '王5', '王 五', '阿依·木', '王五a']) {
    assert.not.ok(isRealName(name, cn), name);
  }
});

test('a CN name is checked after trimming and the nationality code is case-insensitive', () => {
  assert.ok(isRealName(' 王五 ', cn));
  assert.not.ok(isRealName('Wang Wu', 'cn'));
});

test('a foreign name in any script with spaces, apostrophes, hyphens and dots is accepted', () => {
  const names: [string, string][] = [
    ['John Smith', 'US'], ["Seán O'Brien", 'GB'], ['Jean-Luc Picard', 'FR'], ['J. R. Tolkien', 'GB'],
    ['陳大文', 'TW'], ['山田\u3000太郎', 'JP'], ['김민준', 'KR'], ['สมชาย ใจดี', 'TH'], ['Nguyễn Văn An', 'VN'],
    ['O’Connor', 'US'], ['Li', 'SG'],
  ];
  for (const [name, nationality] of names) {
    assert.ok(isRealName(name, nationality), name);
  }
});

test('a foreign name with digits or symbols is rejected', () => {
  for (const name of ['John 2', 'Ann@Smith', 'Bob_Lee', 'Anne!', 'R2D2']) {
    assert.not.ok(isRealName(name, 'US'), name);
  }
});

test('a foreign name with fewer than 2 letters is rejected', () => {
  for (const name of ['A', 'A.', "A '", '--', '  ', '']) {
    assert.not.ok(isRealName(name, 'US'), name);
  }
});

test('a foreign name of 60 characters after trimming is accepted and 61 rejected', () => {
  assert.ok(isRealName(`  ${'a'.repeat(60)}  `, 'US'));
  assert.not.ok(isRealName('a'.repeat(61), 'US'));
});

test('a CN ID number of 15 digits is accepted', () => {
  assert.ok(isIdNumber('110105491231002', cn));
});

test('a CN ID number of 18 characters with a correct check digit is accepted', () => {
  for (const id of ['11010519491231002X', '11010519491231002x', '440304199001011233', '310115198512300015']) {
    assert.ok(isIdNumber(id, cn), id);
  }
});

test('a CN ID number of 18 characters with a wrong check character is rejected', () => {
  for (const id of ['110105194912310021', '440304199001011234', '31011519851230001X']) {
    assert.not.ok(isIdNumber(id, cn), id);
  }
});

test('a CN ID number of 14, 16 or 17 digits, or with X elsewhere, is rejected', () => {
  for (const id of ['11010549123100', '1101054912310021', '11010519491231002', 'X10105194912310021', '11010519491231002Y']) {
    assert.not.ok(isIdNumber(id, cn), id);
  }
});

test('a CN ID number with spaces or dashes is rejected', () => {
  assert.not.ok(isIdNumber('110105 19491231 002X', cn));
  assert.not.ok(isIdNumber('110105-491231-002', cn));
});

test('a foreign ID number of 5 to 20 letters and digits with a digit is accepted', () => {
  for (const id of ['A1234', 'M12345678', 'AB12CD34EF56GH78IJ90', 'A123456789']) {
    assert.ok(isIdNumber(id, 'TW'), id);
  }
});

test('a foreign ID number ignores spaces and dashes', () => {
  assert.ok(isIdNumber('123-45-6789', 'US'));
  assert.ok(isIdNumber('AB 12 34 56 C', 'GB'));
});

test('a foreign ID number of 4 or 21 characters is rejected', () => {
  assert.not.ok(isIdNumber('A123', 'US'));
  assert.not.ok(isIdNumber('A'.repeat(20) + '1', 'US'));
});

test('a foreign ID number without a digit or with other symbols is rejected', () => {
  for (const id of ['ABCDEF', 'AB12/34', 'AB12.34', '１２３４５', '']) {
    assert.not.ok(isIdNumber(id, 'JP'), id);
  }
});

test('a name with a control or format character is rejected in every script', () => {
  for (const name of ['John\u202eSmith', 'Jo\u200dhn', 'Ann\u0000a', '王\u200b五']) {
    assert.not.ok(isRealName(name, 'US'), JSON.stringify(name));
  }
  assert.not.ok(isRealName('王\u200b五', cn));
});

test('an ID number is stored in upper case, other documents without spaces and dashes', () => {
  assert.is(normaliseIdNumber('11010519491231002x', cn), '11010519491231002X');
  assert.is(normaliseIdNumber('ab 12-34 56 c', 'GB'), 'AB123456C');
});

test.run();
