# Right: only Write/Edit (exact names); no cwd attribute (missing or "") or a file_path that is
# missing, empty or not a str is denied with an alternative; the path is joined to cwd and
# normalised on the text (normpath, no symlinks, case kept); relpath then tells outside by a
# first part that is exactly "..", so "..hidden" is inside and cwd "/" holds everything.
import os
import posixpath

from toolhooks import Deny

PROJECT_ONLY = "write the file under the project folder, with a path relative to it."


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    folder = call.context.attributes.get("cwd", "")
    if folder == "":
        return Deny("the session has no project folder, so no write can be checked.", PROJECT_ONLY)
    path = call.input.get("file_path")
    if type(path) is not str or path == "":
        return Deny("the call gives no file_path as text, so it cannot be checked.", PROJECT_ONLY)
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    first = posixpath.relpath(target, folder).split("/", 1)[0]
    if first == "..":
        return Deny(f"{path!r} lands outside the project folder.", PROJECT_ONLY)
    return None
