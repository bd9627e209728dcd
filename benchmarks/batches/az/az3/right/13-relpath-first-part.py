# Right: only "Write"/"Edit" are checked; no/"" cwd or a missing, "" or non-str file_path is denied
# with a non-blank alternative; folder and path (joined onto it when relative) are normpath-ed on the
# text, and relpath (lexical for two absolute paths) climbs out exactly when its first part is ".."
# (so "..hidden" is inside, the folder itself is "."). Otherwise ALLOW; other tools ALLOW.
import os
import posixpath

from toolhooks import ALLOW, Deny

_STAY = "write the file under the project folder, e.g. with a path relative to it"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    folder = call.context.attributes.get("cwd", "")
    if not folder:
        return Deny("the session names no project folder, so this write cannot be checked", _STAY)
    target = call.input.get("file_path")
    if type(target) is not str or target == "":
        return Deny("file_path is missing or is not a path", _STAY)
    root = posixpath.normpath(folder)
    full = posixpath.normpath(posixpath.join(root, target))
    first = posixpath.relpath(full, root).split("/", 1)[0]
    if first == os.pardir:
        return Deny(f"{target!r} resolves to {full!r}, outside the project folder {root!r}", _STAY)
    return ALLOW
