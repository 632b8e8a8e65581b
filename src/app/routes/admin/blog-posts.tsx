// /admin/blog-posts: the blog post list (its edit action does nothing here, as the spec says),
// New Post, and the category form. Only for a signed-in admin.
import { AdminLayout } from '@/app/layouts/admin/admin-layout';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { BlogPostsSection } from '@/features/events/components/blog-posts-section';
import { CategoryManager } from '@/features/events/components/category-manager';
import './blog-posts.css';

export function Component() {
  return (
    <AdminGuard>
      <AdminLayout activeTab="blog-posts">
        <title>Blog Posts | Admin | Hope Foundation</title>
        <div className="admin-blog-posts-page">
          <BlogPostsSection editable={false} pageTitle="Manage Blog Posts" />
          <CategoryManager />
        </div>
      </AdminLayout>
    </AdminGuard>
  );
}
