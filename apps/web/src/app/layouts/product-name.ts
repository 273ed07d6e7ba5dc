/**
 * The product's name as the sidebar and the sign-in pages show it. A module of its own: sign-in must not download
 * the sidebar (its menus and their icons) to read one string.
 */
export const PRODUCT_NAME = 'Document and Qualification Verification';
