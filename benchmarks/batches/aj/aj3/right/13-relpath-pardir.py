# Right: exact Write/Edit only; no/empty cwd or a missing, empty or non-str file_path is a Deny with a
# non-blank alternative. The path is joined to the cwd (an absolute one wins), normalised by normpath, and
# os.path.relpath of two absolute normalised texts (no file read, no ~/$ expansion) is outside exactly when
# it is ".." or starts with "../" ("..hidden" is a name inside, the folder is ".", nothing escapes "/").
import os

from toolhooks import Deny

_STAY = "write the file under the project folder, e.g. with a path relative to it"


def keep_writes_in_project(call):
    if not (call.tool_name == "Write" or call.tool_name == "Edit"):
        return None
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("no project folder is known for this session, so this write cannot be checked.", _STAY)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or file_path == "":
        return Deny("this write names no file_path (or not as text), so there is nothing to check.", _STAY)
    folder = os.path.normpath(attributes["cwd"])
    target = os.path.normpath(os.path.join(folder, file_path))
    climb = os.path.relpath(target, folder)
    if climb == os.pardir or climb.startswith(os.pardir + os.sep):
        return Deny(f"{target!r} is outside the project folder {folder!r}.", _STAY)
    return None
