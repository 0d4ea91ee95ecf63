// ISO 3166-1 alpha-2, all 249, grouped by first letter ("AD…" = AD, AE, …): a fifth of the bytes of a plain list.
const isoGroups =
  'ADEFGILMOQRSTUWXZ BABDEFGHIJLMNOQRSTVWYZ CACDFGHIKLMNORUVWXYZ DEJKMOZ ECEGHRST FIJKMOR GABDEFGHILMNPQRSTUWY ' +
  'HKMNRTU IDELMNOQRST JEMOP KEGHIMNPRWYZ LABCIKRSTUVY MACDEFGHKLMNOPQRSTUVWXYZ NACEFGILOPRUZ OM PAEFGHKLMNRSTWY QA ' +
  'REOSUW SABCDEGHIJKLMNORSTVXYZ TCDFGHJKLMNORTVWZ UAGMSYZ VACEGINU WFS YET ZAMW';

/** Every ISO 3166-1 alpha-2 region code. */
export const regionCodes: string[] = isoGroups.split(' ').flatMap((group) => [...group.slice(1)].map((second) => group[0] + second));
