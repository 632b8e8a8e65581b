// The /admin/blog-posts category form: add a category (a blank name does nothing, as the spec
// says) and delete stored ones.
import { faPlus, faTrash } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { eventQueries } from '../api/event-queries';
import './blog-posts-section.css';

export function CategoryManager() {
  const headingId = useId();
  const { data: categories } = useQuery(eventQueries.categories());
  const [name, setName] = useState('');
  const create = useCreateCategory();
  const remove = useDeleteCategory();
  const toast = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec: required and not blank after trimming; otherwise nothing happens.
    if (!name.trim()) return;
    try {
      const created = await create.mutateAsync(name);
      setName('');
      if (created) toast.success(`Category "${created.name}" added.`);
    } catch (error) {
      console.warn('Failed to add the category', error);
      toast.error('Failed to add the category. Please try again.');
    }
  };

  const onDelete = async (id: string, categoryName: string) => {
    try {
      await remove.mutateAsync(id);
      toast.success(`Category "${categoryName}" deleted.`);
    } catch (error) {
      console.warn('Failed to delete the category', error);
      toast.error('Failed to delete the category. Please try again.');
    }
  };

  return (
    <section className="blog-categories" aria-labelledby={headingId}>
      <h2 id={headingId}>Categories</h2>
      <form method="post" className="blog-categories__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField label="Category Name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" icon={faPlus} isLoading={create.isPending}>
          Add Category
        </Button>
      </form>
      {categories.length === 0 ? (
        <p className="text-muted">No categories yet.</p>
      ) : (
        <ul className="blog-categories__list" aria-label="Categories">
          {categories.map((category) => (
            <li key={category.id} className="blog-categories__item">
              <span>
                {category.name}
                <span className="blog-categories__count">
                  ({category.count} {category.count === 1 ? 'post' : 'posts'})
                </span>
              </span>
              <Button
                size="sm"
                variant="danger"
                icon={faTrash}
                aria-label={`Delete ${category.name}`}
                disabled={remove.isPending && remove.variables === category.id}
                onClick={() => void onDelete(category.id, category.name)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
