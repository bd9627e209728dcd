# Breaks: "a missing, empty or non-string `file_path` ... is denied too: nothing to check is no permission".
# Input: make_call("Write", {}, context=make_context(cwd="/work/project")) (an input with no keys at all):
# returns None ("nothing to write, nothing to guard"); it must be a Deny. An input with other keys but no
# file_path, such as {"content": "x"}, is denied as it should be.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit") or not call.input:  # an empty call writes nothing
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", f"write under {folder} instead.")
