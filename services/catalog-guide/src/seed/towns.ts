/**
 * Real towns (INSEE code, centre coordinates) the demo data is spread over, with a few real sights and
 * the local specialties a visitor searches for.
 */
export interface Town {
  code: string;
  name: string;
  lat: number;
  lon: number;
  landmarks: string[];
  specialties: string[];
}

export const TOWNS: Town[] = [
  { code: '75056', name: 'Paris', lat: 48.8566, lon: 2.3522, landmarks: ['Palais Garnier', 'Jardin du Luxembourg', 'Marché des Enfants Rouges'], specialties: ['jambon-beurre', 'paris-brest', 'soupe à l’oignon'] },
  { code: '69123', name: 'Lyon', lat: 45.764, lon: 4.8357, landmarks: ['Vieux Lyon', 'Halles Paul Bocuse', 'Basilique de Fourvière'], specialties: ['quenelle de brochet', 'tablier de sapeur', 'praline rose'] },
  { code: '13055', name: 'Marseille', lat: 43.2965, lon: 5.3698, landmarks: ['Vieux-Port', 'Notre-Dame-de-la-Garde', 'Calanques'], specialties: ['bouillabaisse', 'navettes', 'panisse'] },
  { code: '21231', name: 'Dijon', lat: 47.322, lon: 5.0415, landmarks: ['Palais des ducs de Bourgogne', 'Halles de Dijon', 'Chouette de Notre-Dame'], specialties: ['moutarde', 'pain d’épices', 'escargots de Bourgogne'] },
  { code: '21054', name: 'Beaune', lat: 47.026, lon: 4.84, landmarks: ['Hospices de Beaune', 'Route des Grands Crus', 'Marché aux vins'], specialties: ['bœuf bourguignon', 'œufs en meurette', 'jambon persillé'] },
  { code: '33063', name: 'Bordeaux', lat: 44.8378, lon: -0.5792, landmarks: ['Place de la Bourse', 'Cité du Vin', 'Marché des Capucins'], specialties: ['canelé', 'entrecôte bordelaise', 'lamproie à la bordelaise'] },
  { code: '33394', name: 'Saint-Émilion', lat: 44.894, lon: -0.155, landmarks: ['Église monolithe', 'Tour du Roy', 'Vignoble de Saint-Émilion'], specialties: ['macarons de Saint-Émilion', 'grands crus'] },
  { code: '67482', name: 'Strasbourg', lat: 48.5734, lon: 7.7521, landmarks: ['Cathédrale Notre-Dame', 'Petite France', 'Marché de Noël'], specialties: ['choucroute', 'tarte flambée', 'bretzel'] },
  { code: '68066', name: 'Colmar', lat: 48.0794, lon: 7.3585, landmarks: ['Petite Venise', 'Musée Unterlinden', 'Maison des Têtes'], specialties: ['baeckeoffe', 'munster', 'kougelhopf'] },
  { code: '68277', name: 'Riquewihr', lat: 48.1667, lon: 7.2978, landmarks: ['Tour du Dolder', 'Route des vins d’Alsace'], specialties: ['riesling', 'kougelhopf'] },
  { code: '74010', name: 'Annecy', lat: 45.8992, lon: 6.1294, landmarks: ['Lac d’Annecy', 'Palais de l’Isle', 'Château d’Annecy'], specialties: ['reblochon', 'tartiflette', 'féra du lac'] },
  { code: '74056', name: 'Chamonix-Mont-Blanc', lat: 45.9237, lon: 6.8694, landmarks: ['Aiguille du Midi', 'Mer de Glace', 'Montenvers'], specialties: ['fondue savoyarde', 'raclette', 'diots'] },
  { code: '31555', name: 'Toulouse', lat: 43.6047, lon: 1.4442, landmarks: ['Capitole', 'Basilique Saint-Sernin', 'Canal du Midi'], specialties: ['cassoulet', 'saucisse de Toulouse', 'violette'] },
  { code: '06088', name: 'Nice', lat: 43.7102, lon: 7.262, landmarks: ['Promenade des Anglais', 'Cours Saleya', 'Colline du Château'], specialties: ['socca', 'salade niçoise', 'pissaladière'] },
  { code: '44109', name: 'Nantes', lat: 47.2184, lon: -1.5536, landmarks: ['Château des ducs de Bretagne', 'Machines de l’île', 'Passage Pommeraye'], specialties: ['beurre blanc', 'berlingots', 'muscadet'] },
  { code: '59350', name: 'Lille', lat: 50.6292, lon: 3.0573, landmarks: ['Grand-Place', 'Vieille Bourse', 'Marché de Wazemmes'], specialties: ['welsh', 'carbonade flamande', 'maroilles'] },
  { code: '51454', name: 'Reims', lat: 49.2583, lon: 4.0317, landmarks: ['Cathédrale de Reims', 'Caves de champagne', 'Palais du Tau'], specialties: ['biscuit rose', 'champagne', 'jambon de Reims'] },
  { code: '51230', name: 'Épernay', lat: 49.04, lon: 3.96, landmarks: ['Avenue de Champagne', 'Coteaux de la Marne'], specialties: ['champagne', 'ratafia'] },
  { code: '84007', name: 'Avignon', lat: 43.9493, lon: 4.8055, landmarks: ['Palais des Papes', 'Pont d’Avignon', 'Halles d’Avignon'], specialties: ['papalines', 'daube provençale', 'côtes-du-rhône'] },
  { code: '84050', name: 'Gordes', lat: 43.9113, lon: 5.2003, landmarks: ['Abbaye de Sénanque', 'Village des Bories'], specialties: ['lavande', 'huile d’olive', 'tapenade'] },
  { code: '13004', name: 'Arles', lat: 43.6766, lon: 4.6278, landmarks: ['Arènes d’Arles', 'Théâtre antique', 'Camargue'], specialties: ['saucisson d’Arles', 'riz de Camargue', 'gardiane de taureau'] },
  { code: '13001', name: 'Aix-en-Provence', lat: 43.5297, lon: 5.4474, landmarks: ['Cours Mirabeau', 'Atelier de Cézanne', 'Montagne Sainte-Victoire'], specialties: ['calissons', 'navette', 'rosé de Provence'] },
  { code: '11069', name: 'Carcassonne', lat: 43.213, lon: 2.3491, landmarks: ['Cité de Carcassonne', 'Canal du Midi', 'Bastide Saint-Louis'], specialties: ['cassoulet', 'blanquette de Limoux'] },
  { code: '89068', name: 'Chablis', lat: 47.814, lon: 3.798, landmarks: ['Vignoble de Chablis', 'Rives du Serein'], specialties: ['chablis', 'andouillette', 'gougères'] },
  { code: '24520', name: 'Sarlat-la-Canéda', lat: 44.889, lon: 1.216, landmarks: ['Cité médiévale', 'Marché de Sarlat', 'Vallée de la Dordogne'], specialties: ['foie gras', 'pommes sarladaises', 'noix du Périgord'] },
  { code: '46240', name: 'Rocamadour', lat: 44.799, lon: 1.618, landmarks: ['Cité religieuse', 'Gouffre de Padirac'], specialties: ['rocamadour', 'noix', 'agneau du Quercy'] },
  { code: '14333', name: 'Honfleur', lat: 49.419, lon: 0.233, landmarks: ['Vieux Bassin', 'Église Sainte-Catherine', 'Côte Fleurie'], specialties: ['crevettes grises', 'calvados', 'teurgoule'] },
  { code: '35288', name: 'Saint-Malo', lat: 48.6493, lon: -2.0257, landmarks: ['Remparts de Saint-Malo', 'Fort National', 'Grand Bé'], specialties: ['huîtres de Cancale', 'galette-saucisse', 'kouign-amann'] },
  { code: '29232', name: 'Quimper', lat: 47.996, lon: -4.102, landmarks: ['Cathédrale Saint-Corentin', 'Faïenceries', 'Rives de l’Odet'], specialties: ['crêpes', 'cidre de Cornouaille', 'far breton'] },
  { code: '35238', name: 'Rennes', lat: 48.1173, lon: -1.6778, landmarks: ['Parlement de Bretagne', 'Marché des Lices', 'Parc du Thabor'], specialties: ['galette-saucisse', 'kouign-amann', 'cidre'] },
  { code: '37261', name: 'Tours', lat: 47.3941, lon: 0.6848, landmarks: ['Place Plumereau', 'Cathédrale Saint-Gatien', 'Châteaux de la Loire'], specialties: ['rillettes de Tours', 'nougat de Tours', 'vouvray'] },
  { code: '37003', name: 'Amboise', lat: 47.4125, lon: 0.982, landmarks: ['Château d’Amboise', 'Clos Lucé'], specialties: ['sainte-maure-de-touraine', 'touraine'] },
  { code: '64122', name: 'Biarritz', lat: 43.4832, lon: -1.5586, landmarks: ['Rocher de la Vierge', 'Grande Plage', 'Halles de Biarritz'], specialties: ['chipirons', 'gâteau basque', 'piment d’Espelette'] },
  { code: '64102', name: 'Bayonne', lat: 43.4929, lon: -1.4748, landmarks: ['Petit Bayonne', 'Cathédrale Sainte-Marie', 'Rives de la Nive'], specialties: ['jambon de Bayonne', 'chocolat de Bayonne', 'axoa'] },
  { code: '46042', name: 'Cahors', lat: 44.4475, lon: 1.4419, landmarks: ['Pont Valentré', 'Vallée du Lot'], specialties: ['vin de Cahors', 'truffe noire', 'cabécou'] },
  { code: '81004', name: 'Albi', lat: 43.9289, lon: 2.1464, landmarks: ['Cathédrale Sainte-Cécile', 'Musée Toulouse-Lautrec'], specialties: ['croquants d’Albi', 'gaillac', 'ail rose de Lautrec'] },
  { code: '30189', name: 'Nîmes', lat: 43.8367, lon: 4.3601, landmarks: ['Arènes de Nîmes', 'Maison Carrée', 'Jardins de la Fontaine'], specialties: ['brandade de Nîmes', 'croquants Villaret', 'costières'] },
  { code: '34172', name: 'Montpellier', lat: 43.6108, lon: 3.8767, landmarks: ['Place de la Comédie', 'Promenade du Peyrou', 'Écusson'], specialties: ['tielle sétoise', 'huîtres de Bouzigues', 'pic-saint-loup'] },
  { code: '38185', name: 'Grenoble', lat: 45.1885, lon: 5.7245, landmarks: ['Bastille', 'Téléphérique', 'Vercors'], specialties: ['gratin dauphinois', 'noix de Grenoble', 'chartreuse'] },
  { code: '63113', name: 'Clermont-Ferrand', lat: 45.7772, lon: 3.087, landmarks: ['Cathédrale Notre-Dame-de-l’Assomption', 'Puy de Dôme', 'Place de Jaude'], specialties: ['truffade', 'saint-nectaire', 'pounti'] },
  { code: '12203', name: 'Roquefort-sur-Soulzon', lat: 43.975, lon: 2.991, landmarks: ['Caves de Roquefort', 'Rocher Saint-Pierre'], specialties: ['roquefort', 'aligot'] },
  { code: '16102', name: 'Cognac', lat: 45.6958, lon: -0.3287, landmarks: ['Château royal de Cognac', 'Quais de la Charente'], specialties: ['cognac', 'pineau des Charentes', 'cagouilles'] },
  { code: '17300', name: 'La Rochelle', lat: 46.1603, lon: -1.1511, landmarks: ['Vieux-Port', 'Tours de La Rochelle', 'Île de Ré'], specialties: ['mouclade', 'huîtres Marennes-Oléron', 'chaudrée'] },
  { code: '57463', name: 'Metz', lat: 49.1193, lon: 6.1757, landmarks: ['Cathédrale Saint-Étienne', 'Centre Pompidou-Metz', 'Marché couvert'], specialties: ['quiche lorraine', 'mirabelle', 'potée lorraine'] },
  { code: '54395', name: 'Nancy', lat: 48.6921, lon: 6.1844, landmarks: ['Place Stanislas', 'Musée de l’École de Nancy', 'Parc de la Pépinière'], specialties: ['macarons de Nancy', 'bergamotes', 'pâté lorrain'] },
  { code: '25056', name: 'Besançon', lat: 47.2378, lon: 6.0241, landmarks: ['Citadelle de Besançon', 'Boucle du Doubs'], specialties: ['comté', 'saucisse de Morteau', 'cancoillotte'] },
  { code: '87085', name: 'Limoges', lat: 45.8336, lon: 1.2611, landmarks: ['Quartier de la Boucherie', 'Gare des Bénédictins', 'Musée de la porcelaine'], specialties: ['clafoutis', 'bœuf limousin', 'pâté de pommes de terre'] },
  { code: '2A004', name: 'Ajaccio', lat: 41.9192, lon: 8.7386, landmarks: ['Maison Bonaparte', 'Îles Sanguinaires', 'Marché d’Ajaccio'], specialties: ['figatellu', 'brocciu', 'canistrelli'] },
  { code: '43157', name: 'Le Puy-en-Velay', lat: 45.0434, lon: 3.8858, landmarks: ['Cathédrale du Puy', 'Rocher Saint-Michel d’Aiguilhe', 'Chemin de Compostelle'], specialties: ['lentilles vertes du Puy', 'verveine du Velay'] },
  { code: '24322', name: 'Périgueux', lat: 45.184, lon: 0.721, landmarks: ['Cathédrale Saint-Front', 'Vesunna', 'Marché au gras'], specialties: ['truffe du Périgord', 'foie gras', 'noix du Périgord'] },
];
