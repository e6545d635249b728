import { SelectField } from '@/components/Form';
import { CATEGORY_NAMES, type SeminarCategory } from '../../catalogTypes';
import { WEBINAR_BRANDS } from './brands';
import styles from './WebinarFilters.module.css';

interface WebinarFiltersProps {
  categories: readonly SeminarCategory[];
  category: string;
  brand: string;
  onChange: (change: { category?: string; brand?: string }) => void;
}

/** Topic and brand as native selects: keyboard-usable everywhere; the list updates as soon as a choice is made. */
export function WebinarFilters({ categories, category, brand, onChange }: WebinarFiltersProps) {
  return (
    <form className={styles.filters} aria-label="Webinare filtern" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label="Thema"
        value={category}
        onChange={(event) => onChange({ category: event.target.value })}
        options={[
          { value: '', label: 'Alle Themen' },
          ...categories.map((value) => ({ value, label: CATEGORY_NAMES[value] })),
        ]}
      />
      <SelectField
        label="Marke"
        value={brand}
        onChange={(event) => onChange({ brand: event.target.value })}
        options={[
          { value: '', label: 'Alle Marken' },
          ...WEBINAR_BRANDS.map((entry) => ({ value: entry.value, label: entry.name })),
        ]}
      />
    </form>
  );
}
