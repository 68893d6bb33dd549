/** The Spanish side of `sampleReviews` (reviews.ts): each sample review's project and text, same order, keyed by the English `name`. */
export const spanishReviewText: readonly { name: string; project: string; text: string }[] = [
  {
    name: "Karen M.",
    project: "Remodelación de cocina",
    text: "Nuestra casa estilo rancho de 1964 tenía una cocina angosta y cerrada, con cajillos sobre los gabinetes y techo falso. Quitaron la pared, pusieron una viga y nos quedó una isla donde caben cuatro personas sentadas. Cumplieron al pie de la letra el calendario que nos dieron el primer día.",
  },
  {
    name: "David and Lena P.",
    project: "Baño principal",
    text: "Cambiamos una tina enorme que nadie usaba por una regadera de acceso directo sin escalón. Nuestro gerente de proyecto nos decía cada mañana qué se iba a hacer ese día, así que nunca tuvimos que andar detrás de nadie para saber cómo iba la obra.",
  },
  {
    name: "Marcus T.",
    project: "Ampliación de vivienda",
    text: "Antes que nada mandaron a un ingeniero a revisar nuestro suelo de arcilla, y nos explicaron por qué la cimentación costaba lo que costaba. La ampliación combina tan bien con el ladrillo original que los vecinos nos preguntan cuándo la construimos.",
  },
  {
    name: "Angela R.",
    project: "Renovación integral de la casa",
    text: "Pisos, cocina, dos baños e instalación eléctrica nueva en una casa de los años 70, mientras vivíamos ahí. Organizaron la obra por etapas para que siempre tuviéramos un baño funcionando, y el precio final fue el mismo del presupuesto por escrito.",
  },
  {
    name: "Jim and Sue W.",
    project: "Patio techado y cocina exterior",
    text: "Por fin usamos el patio de atrás en julio. El techo del patio tiene ventiladores e iluminación, y ellos sacaron el permiso y se encargaron del papeleo de nuestra asociación de propietarios (HOA).",
  },
];
