# Right: exact tool names only; no "cwd" (missing or "") or a file_path that is not a non-empty
# str gets a Deny with a reason and an alternative. Both paths are normalised on the text
# (normpath, relative ones joined to the folder first); relpath between two absolute paths reads
# no file, and the target is outside only when its first part is exactly "..".
import os.path

from toolhooks import Deny

_WRITERS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _WRITERS:
        return None
    folder = call.context.attributes.get("cwd") or None
    path = call.input.get("file_path")
    if folder is None:
        return Deny("no project folder is known for this session.",
                    "restart the session from the project folder.")
    if type(path) is not str or path == "":
        return Deny("the write has no usable file_path.", "send file_path as a text path.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    first = os.path.relpath(target, folder).split(os.sep, 1)[0]
    if first == os.pardir:
        return Deny(f"{path!r} lands outside {folder!r}.", "choose a path inside the project.")
    return None
