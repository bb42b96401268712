import { displayName } from './display-name.ts';

describe('displayName', () => {
  it('joins first name and surname', () => {
    expect(displayName({ nombre: 'Lucía', apellidos: 'Martín Sanz', email: 'lucia@empresa.es' })).toBe('Lucía Martín Sanz');
  });
  it('uses what there is of the name', () => {
    expect(displayName({ nombre: 'Lucía', apellidos: null, email: 'lucia@empresa.es' })).toBe('Lucía');
    expect(displayName({ nombre: '  ', apellidos: 'Sanz', email: 'x@y.es' })).toBe('Sanz');
  });
  it('falls back to the e-mail before the at-sign', () => {
    expect(displayName({ nombre: null, apellidos: '', email: 'jorge.ruiz@empresa.es' })).toBe('jorge.ruiz');
  });
  it('falls back to Usuario', () => {
    expect(displayName({})).toBe('Usuario');
    expect(displayName({ email: '@empresa.es' })).toBe('Usuario');
  });
});
