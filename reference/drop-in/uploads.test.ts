// multer, unchanged, on Express and on the reference: multipart/form-data to
// memory (single, array, fields) and to disk in a temporary directory that is
// removed afterwards; text fields in req.body; limits reported through the
// app's error middleware; non-multipart requests passed through untouched.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import multer from 'multer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATIONS, onBoth } from './harness';

let uploadRoot: string;
beforeAll(() => {
  uploadRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-drop-in-uploads-'));
});
afterAll(() => fs.rmSync(uploadRoot, { recursive: true, force: true }));

const describeFile = (f: any) => ({
  fieldname: f.fieldname,
  originalname: f.originalname,
  mimetype: f.mimetype,
  size: f.size,
  content: f.buffer ? f.buffer.toString() : fs.readFileSync(f.path, 'utf8'),
});

function uploadApp(fw: any, diskDir: string) {
  const app = fw();
  const memory = multer({ storage: multer.memoryStorage(), limits: { fileSize: 1024 } });
  const disk = multer({ dest: diskDir });
  app.post('/avatar', memory.single('avatar'), (req: any, res: any) => res.json({ body: { ...req.body }, file: describeFile(req.file) }));
  app.post('/photos', memory.array('photos', 2), (req: any, res: any) => res.json(req.files.map(describeFile)));
  app.post('/mixed', memory.fields([{ name: 'doc', maxCount: 1 }, { name: 'extra' }]), (req: any, res: any) =>
    res.json({ body: { ...req.body }, doc: req.files.doc.map(describeFile), extra: (req.files.extra ?? []).map(describeFile) }),
  );
  app.post('/disk', disk.single('report'), (req: any, res: any) =>
    res.json({
      insideDest: path.dirname(req.file.path) === diskDir,
      destination: req.file.destination === diskDir,
      onDisk: fs.existsSync(req.file.path),
      file: describeFile(req.file),
    }),
  );
  app.post('/text-only', memory.none(), (req: any, res: any) => res.json({ ...req.body }));
  app.use((err: any, req: any, res: any, next: any) => {
    if (err instanceof multer.MulterError) return res.status(413).json({ code: err.code, field: err.field ?? null });
    next(err);
  });
  return app;
}

for (const gen of GENERATIONS) {
  describe(`multer on ${gen}`, () => {
    it('single file to memory, with text fields in req.body', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(uploadApp(fw, uploadRoot));
        const res = await request()
          .post('/avatar')
          .field('name', 'Tobi')
          .field('tags', 'ferret')
          .attach('avatar', Buffer.from('PNG-ish bytes'), { filename: 'me.png', contentType: 'image/png' });
        return { status: res.status, body: res.body };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference).toEqual({
        status: 200,
        body: {
          body: { name: 'Tobi', tags: 'ferret' },
          file: { fieldname: 'avatar', originalname: 'me.png', mimetype: 'image/png', size: 13, content: 'PNG-ish bytes' },
        },
      });
    });

    it('arrays and named fields of files; text-only forms with .none()', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(uploadApp(fw, uploadRoot));
        const photos = await request()
          .post('/photos')
          .attach('photos', Buffer.from('one'), 'a.jpg')
          .attach('photos', Buffer.from('two!'), 'b.jpg');
        const mixed = await request()
          .post('/mixed')
          .field('title', 'Q3')
          .attach('doc', Buffer.from('%PDF'), { filename: 'q3.pdf', contentType: 'application/pdf' })
          .attach('extra', Buffer.from('x'), { filename: 'x.txt', contentType: 'text/plain' });
        const none = await request().post('/text-only').field('a', '1').field('b', '2');
        return [photos.body, mixed.body, none.body];
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference[0]).toEqual([
        { fieldname: 'photos', originalname: 'a.jpg', mimetype: 'image/jpeg', size: 3, content: 'one' },
        { fieldname: 'photos', originalname: 'b.jpg', mimetype: 'image/jpeg', size: 4, content: 'two!' },
      ]);
      expect(r.reference[1]).toEqual({
        body: { title: 'Q3' },
        doc: [{ fieldname: 'doc', originalname: 'q3.pdf', mimetype: 'application/pdf', size: 4, content: '%PDF' }],
        extra: [{ fieldname: 'extra', originalname: 'x.txt', mimetype: 'text/plain', size: 1, content: 'x' }],
      });
      expect(r.reference[2]).toEqual({ a: '1', b: '2' });
    });

    it('disk storage writes the file under dest', async () => {
      const r = await onBoth(gen, async ({ fw, impl, listen }) => {
        const dir = fs.mkdtempSync(path.join(uploadRoot, `${impl}-`));
        const { request } = await listen(uploadApp(fw, dir));
        const res = await request()
          .post('/disk')
          .attach('report', Buffer.from('line 1\nline 2\n'), { filename: 'report.csv', contentType: 'text/csv' });
        return { status: res.status, body: res.body, filesInDir: fs.readdirSync(dir).length };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference).toEqual({
        status: 200,
        body: {
          insideDest: true,
          destination: true,
          onDisk: true,
          file: { fieldname: 'report', originalname: 'report.csv', mimetype: 'text/csv', size: 14, content: 'line 1\nline 2\n' },
        },
        filesInDir: 1,
      });
    });

    it('limits and unexpected fields become MulterErrors for the error middleware; JSON bodies pass through', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(uploadApp(fw, uploadRoot));
        const tooBig = await request().post('/avatar').attach('avatar', Buffer.alloc(2048, 'a'), 'big.bin');
        const wrongField = await request().post('/avatar').attach('picture', Buffer.from('x'), 'x.png');
        const tooMany = await request()
          .post('/photos')
          .attach('photos', Buffer.from('1'), '1.jpg')
          .attach('photos', Buffer.from('2'), '2.jpg')
          .attach('photos', Buffer.from('3'), '3.jpg');
        const notMultipart = await request().post('/text-only').send({ json: true });
        return [tooBig, wrongField, tooMany, notMultipart].map((res) => ({ status: res.status, body: res.body }));
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference).toEqual([
        { status: 413, body: { code: 'LIMIT_FILE_SIZE', field: 'avatar' } },
        { status: 413, body: { code: 'LIMIT_UNEXPECTED_FILE', field: 'picture' } },
        { status: 413, body: { code: 'LIMIT_UNEXPECTED_FILE', field: 'photos' } },
        // multer skips non-multipart requests; no body parser ran, so req.body is empty.
        { status: 200, body: {} },
      ]);
    });
  });
}
