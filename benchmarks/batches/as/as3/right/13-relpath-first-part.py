# Right: for Write/Edit only (exact names), deny without a cwd or without a non-empty str file_path;
# else os.path.relpath(normalised target, normalised folder) (pure text for absolute paths) is
# inside unless its first part is exactly ".." ("..hidden" is a name); "." is the folder itself.
# Returns None when inside, else Deny with a reason and a non-blank alternative.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    if not isinstance(folder, str) or not folder:
        return Deny("the session has no project folder (cwd).", "start the session in a project folder.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("file_path is missing or not a non-empty string.", "pass the file's path as file_path.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, file_path))
    first = os.path.relpath(target, root).split(os.sep, 1)[0]
    if first == os.pardir:
        return Deny(f"{file_path} lands outside {root}.", "choose a path inside the project folder.")
    return None
