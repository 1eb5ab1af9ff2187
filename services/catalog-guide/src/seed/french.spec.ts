import { frenchContractions } from './generate';

describe('frenchContractions', () => {
  it('elides and contracts "de"/"à" before town names', () => {
    expect(frenchContractions('La Table de Aix-en-Provence')).toBe("La Table d'Aix-en-Provence");
    expect(frenchContractions('Le Rucher de Honfleur')).toBe("Le Rucher d'Honfleur");
    expect(frenchContractions('Près de Le Puy-en-Velay, à Le Puy')).toBe('Près du Puy-en-Velay, au Puy');
    expect(frenchContractions('La Table de Dijon')).toBe('La Table de Dijon');
    expect(frenchContractions('La Crèmerie de La Rochelle')).toBe('La Crèmerie de La Rochelle');
  });
});
