import { api } from '@/lib/api';
import type { Database } from '@/lib/supabase';

type Enums = Database['public']['Enums'];

export type AppRole = Enums['app_role'];

/** A profile with the roles granted to it (`profiles` + `user_roles`, joined in the browser). */
export interface AdminUser {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  roles: AppRole[];
}

/**
 * The users and their roles. The browser only asks; the server decides (`admin_set_user_role` refuses to remove the
 * last admin).
 */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUser[], void>({
      query: () => async (client) => {
        const [profiles, roles] = await Promise.all([
          client.from('profiles').select('user_id, email, first_name, last_name, created_at'),
          client.from('user_roles').select('user_id, role'),
        ]);
        if (profiles.error) return { data: null, error: profiles.error, status: profiles.status };
        if (roles.error) return { data: null, error: roles.error, status: roles.status };
        const byUser = new Map<string, AppRole[]>();
        for (const row of roles.data) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.role]);
        const users: AdminUser[] = profiles.data.map((profile) => ({
          ...profile,
          roles: byUser.get(profile.user_id) ?? [],
        }));
        return { data: users, error: null, status: 200 };
      },
      providesTags: ['User'],
    }),
    adminSetUserRole: build.mutation<{ user_id: string; roles: AppRole[] }, { userId: string; grant: boolean }>({
      query:
        ({ userId, grant }) =>
        (client) =>
          client.rpc('admin_set_user_role', { _user_id: userId, _role: 'admin', _grant: grant }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useAdminUsersQuery, useAdminSetUserRoleMutation } = adminUsersApi;
