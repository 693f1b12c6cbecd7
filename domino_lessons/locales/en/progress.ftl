### A learner's progress file: where it is kept, and a file that cannot be read.
### $damage: why it cannot be read, with $detail:
###   unreadable: the system's reason (enoent: not there, eacces: not allowed, eisdir: a folder...),
###   not-json: where it stops being JSON (line:column, or UTF-8), foreign: the key that is wrong,
###   newer: the file's format number.

progress-file-kept-in = Your quiz answers, hands and ticks on this page are kept in `{ $path }`, on your own disk; nothing is sent anywhere. Delete the file to start afresh.
progress-file-moved-aside = The progress file { $path } could not be read, { $damage ->
    [unreadable] { $detail ->
        [enoent] it is not there
        [eacces] reading it is not allowed
        [eisdir] it is a folder
       *[other] it cannot be read
    }
    [not-json] it is cut short or damaged: not whole JSON ({ $detail })
    [newer] it was written by a newer version of domino-lessons (format { $detail })
   *[foreign] it is not a domino-lessons progress file{ $detail ->
        [none] {""}
       *[other] {" "}({ $detail })
    }
  }: it was moved to { $to } beside it, and a fresh progress file is started.
progress-file-not-read = { $path }: not read, { $damage ->
    [unreadable] { $detail ->
        [enoent] the file does not exist
        [eacces] reading it is not allowed
        [eisdir] it is a folder
       *[other] it cannot be read
    }
    [not-json] it is cut short or damaged: not whole JSON ({ $detail }); left as it is
    [newer] it was written by a newer version of domino-lessons (format { $detail }); left as it is
   *[foreign] it is not a domino-lessons progress file{ $detail ->
        [none] {""}
       *[other] {" "}({ $detail })
    }; left as it is
  }
