# Breaks (Ex. 13, Returns): "Deny(reason, alternative) for a Write or Edit whose file_path is ...
# not a str". The reason is built with `%` before the type check, and a tuple right operand is
# taken as the format's argument list. Input: Write, cwd "/work/project", file_path ["a.txt", "b.txt"]
# (a JSON array, frozen to a tuple): TypeError ("not all arguments converted") instead of a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    path = call.input.get("file_path")
    reason = "refusing to write %s: it is not inside the project folder" % path
    alternative = "write the file under the project folder, e.g. as a path relative to it"
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("no project folder is known for this session, so no write can be checked", alternative)
    if not isinstance(path, str) or not path:
        return Deny(reason, alternative)
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(reason, alternative)
