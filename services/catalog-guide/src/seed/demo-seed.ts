import { Injectable, Inject, OnApplicationBootstrap, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, SubgraphConfig } from '@guide/platform';
import { EstablishmentsService } from '../establishments/establishments.service';
import { TOWNS } from './towns';

type Kind = { type: 'RESTAURANT' | 'HOTEL' | 'HOTEL_RESTAURANT' | 'LOCAL_PRODUCER' | 'WINE'; meal?: string; producer?: string; names: string[]; describe: (town: string) => string; price: number };

/** Plausible French establishments, deterministic so the seed is idempotent and reviewable. */
const KINDS: Kind[] = [
  { type: 'RESTAURANT', meal: 'GASTRONOMIC', names: ['La Table de {t}', 'Le Grand Comptoir'], describe: (t) => `Cuisine gastronomique de saison à ${t}, produits du marché et cave choisie.`, price: 6500 },
  { type: 'RESTAURANT', meal: 'BISTRONOMIC', names: ['Le Bistrot des Halles', 'Chez Margot'], describe: (t) => `Bistronomie généreuse au cœur de ${t} : ardoise du jour et vins nature.`, price: 2800 },
  { type: 'RESTAURANT', meal: 'BRASSERIE', names: ['Brasserie du Théâtre', 'Brasserie de la Gare'], describe: (t) => `Brasserie gourmande de ${t}, fruits de mer et plats canailles.`, price: 2200 },
  { type: 'RESTAURANT', meal: 'TERROIR', names: ['Le Cassoulet Gourmand', 'Auberge du Terroir'], describe: (t) => `Cuisine du terroir autour de ${t} : cassoulet, bœuf bourguignon et fromages affinés.`, price: 2500 },
  { type: 'HOTEL_RESTAURANT', meal: 'VILLAGE_INN', names: ['Auberge du Château', 'Le Relais des Vignes'], describe: (t) => `Auberge de village près de ${t}, chambres au calme et petit-déjeuner maison.`, price: 9500 },
  { type: 'HOTEL', names: ["Hôtel de l'Opéra", 'Le Clos Fleuri'], describe: (t) => `Hôtel de charme à ${t}, petit-déjeuner gourmand aux confitures artisanales.`, price: 12000 },
  { type: 'LOCAL_PRODUCER', producer: 'fromages', names: ['Crèmerie des Alpes', 'Fromagerie du Marché'], describe: (t) => `Fromager affineur à ${t} : tommes, comté et chèvres fermiers.`, price: 800 },
  { type: 'LOCAL_PRODUCER', producer: 'chocolat', names: ['Chocolaterie Praline', 'Maison Cacao'], describe: (t) => `Chocolatier artisan de ${t}, ganaches et pralinés maison.`, price: 600 },
  { type: 'WINE', meal: 'WINE_BAR', producer: 'domaine-viticole', names: ['Domaine des Coteaux', 'Cave du Vigneron'], describe: (t) => `Domaine viticole près de ${t} : visite des chais et dégustation.`, price: 1500 },
];

const EQUIPMENT = ['terrasse', 'parking', 'wifi', 'climatisation', 'acces-pmr', 'jardin'];
const SERVICES = ['petit-dejeuner', 'vente-a-emporter', 'livraison', 'salle-privee', 'visite-guidee'];

@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly establishments: EstablishmentsService,
    @Inject(SERVICE_CONFIG) private readonly config: SubgraphConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA || this.config.NODE_ENV === 'production') return;
    const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM establishment');
    if (n > 0) return; // idempotent: demo data only goes into an empty guide
    let created = 0;
    for (const [i, town] of TOWNS.entries()) {
      for (let k = 0; k < 5; k++) {
        const kind = KINDS[(i + k * 2) % KINDS.length];
        const name = kind.names[(i + k) % kind.names.length].replace('{t}', town.name);
        const jitter = (seed: number) => (((seed * 9301 + 49297) % 233280) / 233280 - 0.5) * 0.04;
        await this.establishments.create({
          name,
          type: kind.type,
          mealCategory: kind.meal ?? null,
          producerCategory: kind.producer ?? null,
          description: kind.describe(town.name),
          cityCode: town.code,
          lat: town.lat + jitter(i * 7 + k),
          lon: town.lon + jitter(i * 13 + k + 1),
          priceFrom: kind.price + ((i * 37 + k * 11) % 20) * 100,
          cups: (i + k) % 4,
          toques: (i * 3 + k) % 4,
          equipment: EQUIPMENT.filter((_, e) => (i + k + e) % 3 === 0),
          services: SERVICES.filter((_, s) => (i + k + s) % 2 === 0),
        }).then(() => created++, (error) => this.logger.warn(`skipped ${name} (${town.name}): ${error.message}`));
      }
    }
    this.logger.log(`demo guide seeded with ${created} establishments`);
  }
}
