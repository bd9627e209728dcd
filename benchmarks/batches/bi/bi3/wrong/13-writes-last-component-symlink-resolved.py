# Wrong: "no file is read and no symlink is followed". When the target itself is a symlink it
# is resolved, to catch links that leave the project; links work both ways: with cwd "/usr"
# and file_path "/bin" (a link to usr/bin on merged-/usr Linux) it returns None (allowed).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "start the session in the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text", "pass file_path as text inside the project")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.islink(target):  # a link: judge where it really writes
        target = os.path.realpath(target)
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{target} is outside the project folder", "write inside the project folder instead")
