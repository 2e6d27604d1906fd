import { describe, expect, it } from 'vitest';
import { companyPath, slugify } from './slug';

describe('slugify', () => {
  it('maps every Turkish letter, upper and lower case', () => {
    expect(slugify('çÇğĞıIİöÖşŞüÜ')).toBe('ccggiiioossuu');
    expect(slugify('Anadolu Yazılım A.Ş.')).toBe('anadolu-yazilim-a-s');
    expect(slugify('İSTANBUL Çiçekçilik')).toBe('istanbul-cicekcilik');
  });

  it('turns every run of other characters into one hyphen and trims the ends', () => {
    expect(slugify('  Brightwave -- Digital, Ltd. ')).toBe('brightwave-digital-ltd');
    expect(slugify('R&D / Lab #2')).toBe('r-d-lab-2');
  });

  it('drops accents of other languages', () => {
    expect(slugify('Café Zürich Señor')).toBe('cafe-zurich-senor');
  });

  it('gives the company path, never with an empty slug', () => {
    expect(companyPath({ id: 12, name: 'Öztürk İnşaat' })).toBe('/company/12/ozturk-insaat');
    expect(companyPath({ id: 3, name: '***' })).toBe('/company/3/company');
  });
});
