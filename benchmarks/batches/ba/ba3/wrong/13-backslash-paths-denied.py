# Breaks "Normalising is on the text only: ... names with a backslash (`..\x`) ...": a backslash is
# denied as a Windows-style traversal. Input: Write, file_path="..\\x", that is the 4 characters
# . . \ x, cwd="/work/project" -> Deny instead of None (it is one name inside the project).
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
    if "\\" in path:  # ..\ climbs on Windows
        return Deny("backslashes in a file path are not allowed.", "use / between folders, under the project folder.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(*_OUTSIDE)
