# Breaks: "Deny ... whose `file_path`, normalised from the project folder, is outside it" (a newline is a name).
# A path with a character str.isprintable() rejects is skipped as "garbage the Write tool will
# refuse anyway": Write {"file_path": "../a\nb.txt"} with cwd "/work/project" (outside: it lands
# in /work) returns None instead of a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to start the session in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the write names no file_path.", "give file_path as a path inside the project folder.")
    if not path.isprintable():
        return None  # control characters: not a path a real tool call carries
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {folder}.", "write the file inside the project folder.")
