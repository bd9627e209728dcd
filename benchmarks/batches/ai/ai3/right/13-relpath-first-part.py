# Right: exact Write/Edit; no cwd (missing or "") or a non-str/empty file_path -> Deny with a non-blank
# alternative. Target = normpath(join(folder, file_path)), folder = normpath(cwd), pure text; relpath of two
# absolute paths reads no file and no process cwd. Outside iff relpath's first part is exactly ".." (so
# "..hidden" stays inside); "." (the folder itself) and everything under "/" are inside.
import os
import posixpath

from toolhooks import ALLOW, Deny


def _outside(folder, file_path):
    base = posixpath.normpath(folder)
    target = posixpath.normpath(posixpath.join(base, file_path))
    first = posixpath.relpath(target, base).split(posixpath.sep, 1)[0]
    return first == posixpath.pardir


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    folder = call.context.attributes.get("cwd", "")
    if not folder:
        return Deny("no project folder (cwd) came with this session.", "start Claude Code inside the project.")
    file_path = call.input.get("file_path")
    if type(file_path) is bytes or not isinstance(file_path, str) or not file_path:
        return Deny("the call has no file_path to check.", "pass file_path, relative to the project folder.")
    if _outside(folder, file_path):
        return Deny(f"{file_path} is not inside {os.path.normpath(folder)}.", "pick a path inside the project folder.")
    return ALLOW
