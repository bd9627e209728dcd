# Breaks: "`~` is a name (not your home), `..hidden`, `-rf`, `a;b|c&d` and `file:` are
# names": a file name starting with "-" is denied, since a later shell command could read it
# as an option. Input: Write, cwd "/work/project", file_path "-rf": Deny, must be None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if os.path.basename(target).startswith("-"):
        return Deny("a file name starting with '-' reads as an option.", "rename it, e.g. ./x-rf.")
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
