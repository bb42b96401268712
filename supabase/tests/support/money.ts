/** An amount as Intl es-ES writes it ('29,90 €', no-break space included): what pages and e-mails must read. */
export const euros = (amount: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(amount);
