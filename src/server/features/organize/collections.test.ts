import { describe, expect, it } from 'vitest'
import { ORGANIZE_MESSAGES } from '../../../shared/organize/api.ts'
import { FOLDERS, TAGS } from './collections.ts'

describe('the folder and tag collections', () => {
  it('gates tags behind the "tags" plan feature and folders behind none', () => {
    expect(TAGS.planFeature).toBe('tags')
    expect(FOLDERS.planFeature).toBeUndefined()
  })

  it('needs folders:manage and tags:manage to manage them', () => {
    expect(FOLDERS.managePermission).toBe('folders:manage')
    expect(TAGS.managePermission).toBe('tags:manage')
  })

  it('answers each kind with its own pt-BR messages', () => {
    expect(FOLDERS.messages.notFound).toBe(ORGANIZE_MESSAGES.folderNotFound)
    expect(TAGS.messages.nameTaken).toBe(ORGANIZE_MESSAGES.tagNameTaken)
    expect(TAGS.messages.max).toBe(ORGANIZE_MESSAGES.tagsMax)
  })

  it("records folder_added/folder_removed and tag_added/tag_removed with the item's id and name", () => {
    const item = { id: 'f1', name: 'Motoristas' }
    expect(FOLDERS.historyEvent('added', item)).toEqual({
      type: 'folder_added',
      data: { folderId: 'f1', folder: 'Motoristas' },
    })
    expect(FOLDERS.historyEvent('removed', item).type).toBe('folder_removed')
    expect(TAGS.historyEvent('added', item)).toEqual({
      type: 'tag_added',
      data: { tagId: 'f1', tag: 'Motoristas' },
    })
    expect(TAGS.historyEvent('removed', item).type).toBe('tag_removed')
  })
})
