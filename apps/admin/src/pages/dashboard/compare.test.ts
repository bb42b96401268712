import { changeText } from './compare.ts';

it('says the change from the previous period in Spanish percentages', () => {
  expect(changeText(25, 20)).toEqual({ text: '+25 %', direction: 'up' });
  expect(changeText(9, 10)).toEqual({ text: '−10 %', direction: 'down' });
  expect(changeText(7, 7)).toEqual({ text: 'igual', direction: 'same' });
  expect(changeText(0, 0)).toEqual({ text: 'igual', direction: 'same' });
  expect(changeText(3, 0)).toEqual({ text: 'sin datos previos', direction: 'up' });
  expect(changeText(1234, 1000)).toEqual({ text: '+23 %', direction: 'up' });
});
