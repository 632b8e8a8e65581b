// Sign-in, sign-out, admin accounts and the image upload: mocks/handlers/admins.ts.
import { z } from 'zod';
import {
  adminStatusSchema,
  adminUserSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  createAdminSchema,
  loginResponseSchema,
  loginSchema,
} from '../admins';
import { operations } from '../openapi/operation';
import { uploadResponseSchema } from '../uploads';
import { deleteOperation, EXAMPLE_IMAGE_FILE, idParam } from './shared';

/** The seed's moderator: an account the administrator (id 1) may change and delete. */
const OTHER_ADMIN = 2;

export const adminOperations = operations([
  {
    method: 'post',
    path: '/api/admin/login',
    tag: 'Authentication',
    operationId: 'signIn',
    summary: 'Sign in',
    description:
      'Answers a bearer token for the other admin calls. Five failed attempts for one username within 15 minutes lock it (429) until the first of them is 15 minutes old.',
    auth: 'public',
    body: {
      json: {
        schema: loginSchema,
        valid: { username: 'admin', password: 'admin123' },
        invalid: { username: '', password: '' },
      },
    },
    success: { status: 200, description: 'Signed in', data: loginResponseSchema },
    errors: [400, 401, 403, 415, 429],
  },
  {
    method: 'post',
    path: '/api/admin/logout',
    tag: 'Authentication',
    operationId: 'signOut',
    summary: 'Sign out',
    description: 'Ends the session of the token it is sent with: that token answers 401 from then on.',
    auth: 'admin',
    success: { status: 200, description: 'Signed out', data: z.null() },
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/api/admin',
    tag: 'Admin accounts',
    operationId: 'listAdmins',
    summary: 'List the admin accounts',
    description: 'Any signed-in admin may read the list; it carries no password or hash.',
    auth: 'admin',
    success: { status: 200, description: 'Every admin account, by id', data: z.array(adminUserSchema) },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/api/admin',
    tag: 'Admin accounts',
    operationId: 'createAdmin',
    summary: 'Create an admin account',
    auth: 'administrator',
    body: {
      json: {
        schema: createAdminSchema,
        valid: { username: 'newcomer', email: 'newcomer@example.org', password: 'secret123', role: 'moderator' },
        invalid: { username: '', email: 'not-an-email', password: '123', role: 'owner' },
      },
    },
    success: { status: 201, description: 'The new account', data: adminUserSchema },
    errors: [400, 401, 403, 409, 415],
  },
  {
    method: 'patch',
    path: '/api/admin/{id}/password',
    tag: 'Admin accounts',
    operationId: 'changeAdminPassword',
    summary: "Change an admin's password",
    description: "Ends every session of the account. When it is the caller's own, data.token is the caller's new session.",
    auth: 'administrator',
    pathParams: { id: idParam('admin account', OTHER_ADMIN) },
    body: {
      json: {
        schema: changePasswordSchema,
        valid: { newPassword: 'newpass123' },
        invalid: { newPassword: '123' },
      },
    },
    success: { status: 200, description: 'The account', data: changePasswordResponseSchema },
    errors: [400, 401, 403, 404, 415],
  },
  {
    method: 'patch',
    path: '/api/admin/{id}/status',
    tag: 'Admin accounts',
    operationId: 'setAdminStatus',
    summary: 'Activate or deactivate an admin account',
    description: 'The last active account with the admin role cannot be deactivated (409): a moderator could not undo it.',
    auth: 'administrator',
    pathParams: { id: idParam('admin account', OTHER_ADMIN) },
    body: {
      json: {
        schema: adminStatusSchema,
        valid: { is_active: false },
        invalid: { is_active: 'maybe' },
      },
    },
    success: { status: 200, description: 'The account', data: adminUserSchema },
    errors: [400, 401, 403, 404, 409, 415],
  },
  deleteOperation({
    path: '/api/admin/{id}',
    tag: 'Admin accounts',
    operationId: 'deleteAdmin',
    summary: 'Delete an admin account',
    description: 'Nobody can delete their own account, nor the last active one with the admin role (409).',
    auth: 'administrator',
    id: idParam('admin account', OTHER_ADMIN),
    errors: [401, 403, 404, 409],
  }),
  {
    method: 'post',
    path: '/api/admin/upload',
    tag: 'Uploads',
    operationId: 'uploadImage',
    summary: 'Upload an image',
    description: 'Stores the image and answers its URL, /uploads/{file}.',
    auth: 'admin',
    body: {
      multipart: {
        schema: z.object({}),
        files: { image: { description: 'A JPEG, PNG or WebP image of at most 5 MB', mediaType: 'image/png', required: true } },
        valid: { image: EXAMPLE_IMAGE_FILE },
        invalid: {},
      },
    },
    success: {
      status: 201,
      description: 'Stored',
      data: uploadResponseSchema,
      envelopeExtras: { imageUrl: uploadResponseSchema.shape.imageUrl },
    },
    errors: [400, 401, 403, 413, 415],
  },
]);
