# Breaks "Normalising is on the text only: ... names with ... `{x}`, `{0}` or `%s` ...": the path is
# passed through str.format to fill "{project}"-style placeholders, so other braces raise.
# Input: Write, file_path="notes-{x}.txt", cwd="/work/project" -> KeyError instead of None
# ("notes-{0}.txt" -> IndexError).
import os

from toolhooks import Deny

_OUTSIDE = ("writes must stay inside the project folder.", "write the file under the project folder instead.")
_NOTHING = ("no file path or project folder to check, so the write is not allowed.", "give file_path as a path inside the project folder.")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder or not isinstance(path, str) or not path:
        return Deny(*_NOTHING)
    path = path.format(project=folder, cwd=folder, project_dir=folder)  # "{project}/notes.md"
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(*_OUTSIDE)
