# Right: exact tool names; "" or missing cwd and a missing/empty/non-str file_path get Deny with
# a non-blank alternative. Folder and joined path are normpath'ed on the text; inside when
# os.path.commonpath of the two is the folder: whole parts, case kept, no file read, the folder
# itself included, and "/" holding everything.
import os

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return ALLOW
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("no project folder (cwd) came with this session.", "restart the session from the project folder.")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or len(raw) == 0:
        return Deny("file_path is missing or is not a text path.", "pass file_path as a string inside the project.")
    root = os.path.normpath(attributes["cwd"])
    wanted = os.path.normpath(os.path.join(root, raw))
    try:
        inside = os.path.commonpath([root, wanted]) == root
    except ValueError:
        inside = False
    if inside:
        return ALLOW
    return Deny(f"{raw} is not inside {root}.", f"choose a path under {root}.")
