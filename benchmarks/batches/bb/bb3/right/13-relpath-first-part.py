# Exact names Write/Edit only (others: None); cwd from the context (missing or "" -> Deny), file_path
# a non-empty str. os.path.relpath between two normalised absolute paths is pure text; the target
# is outside exactly when its first part is "..": "..hidden" is a name, the folder itself is ".",
# under "/" nothing climbs out. No expansion, no decoding, no file access; Deny always has an alternative.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or folder == "":
        return Deny("no project folder is known for this session, so the write cannot be checked",
                    "start the session from the project folder, then write there")
    path = call.input.get("file_path")
    if type(path) is not str or path == "":
        return Deny("Write and Edit need a file_path given as text",
                    "send the file_path of a file inside the project folder")
    base = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(base, path))
    first = os.path.relpath(target, base).split(os.sep, 1)[0]
    if first == os.pardir:
        return Deny(f"{path!r} resolves to {target!r}, outside the project folder {base!r}",
                    f"write under {base!r} instead, e.g. a path relative to it")
    return None
