# Right: a slash is added to the normalised target and to the normalised folder (after dropping
# its own trailing slashes), so startswith compares whole parts: "/work/project/" vs
# "/work/project-old/x/", the folder itself ("/work/project/") is inside, and the root folder
# becomes "/" which prefixes every absolute path. Tool, cwd and file_path checks as in the text.
import os

from toolhooks import Allow, Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return Allow()
    folder = call.context.attributes.get("cwd", "")
    path = call.input.get("file_path")
    if not isinstance(folder, str) or not folder:
        return Deny("the project folder is unknown in this session.", "open the session in a project folder.")
    if not isinstance(path, str) or not path:
        return Deny("the write has no usable file_path.", "pass file_path as a path inside the project folder.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if (target + "/").startswith(root.rstrip("/") + "/"):
        return Allow()
    return Deny(
        "that file is outside the project folder.",
        "pick a path inside the project folder, e.g. a relative one.",
    )
