/* The exact search, compiled: coach.endgame's KernelSearch in C, for the games whose kernel rules say how
 * (KernelRules.native). The same positions in the same order and the same values as the pure-Python search
 * (tests/test_compiled.py checks every game against it and against the engine); the Python search stays
 * where this module is not built (the JupyterLite site, an install without a compiler).
 *
 * A position is the kernel's State on small integers. Tiles are renumbered per deal into "slots": each
 * seat's tiles in the order of its hand, then the stock in the order it is drawn, then the tiles on the
 * table; a hand is a bitmask of slots, so its tiles in ascending slot order are the kernel's list order
 * (a drawn tile goes to the end of the hand, and the stock's slots come after every dealt one), and the
 * moves come in the kernel's order. A move is slot * 4 + end, DRAW or PASS, as the kernel's ints.
 *
 * What each game adds is one of four families of rules (FIVES, ITALIAN, DOMENG, SITE), each the plain integer
 * functions of the game's scoring.py written again here, with the options Python hands over.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define TILES 28
#define DRAW 112
#define PASS 113
#define MOST_SEATS 5
#define MOST_MOVES 120
#define NO_VALUE INT64_MIN

#ifndef SOURCE_HASH
#define SOURCE_HASH "unknown"
#endif

enum { FIVES = 1, ITALIAN = 2, DOMENG = 3, SITE = 4 };
enum { TABLE_STONES = 0, SEAT_STONES = 1, MAPPANO = 6, GAME_INTS = 8 };

static int HIGH[TILES], LOW[TILES];  /* each tile's halves, by its index in tiles.FULL_SET (set by `tiles`) */

typedef struct {
    int family;
    int subtract, target;        /* FIVES: subtract-own, the match's target */
    int pairs;                   /* ITALIAN: a coppie */
    int special, winner_takes;   /* SITE: Goat's lone doubles, winner-takes */
    int higher_wins, draws, draw_one, kept;   /* kept: tiles that must stay in the stock */
    int seats, sides;
    int side_of[MOST_SEATS];
    int members[MOST_SEATS][MOST_SEATS], count[MOST_SEATS];
} Rules;

typedef struct {
    uint32_t hand[MOST_SEATS];   /* each seat's slots */
    int32_t change[MOST_SEATS];  /* each side's change of total */
    int32_t game[GAME_INTS];     /* the game's own integers (Domeng's stones) */
    int32_t scored;
    int16_t last;
    int8_t ends[4], tips[4];     /* open ends' pips; the slot at each tip (-1: an empty arm) */
    int8_t n_ends, spinner, spin_end, to_move, drew, over, went_out, decided, stock_at, lead;
} State;

typedef struct {
    int tile[TILES];             /* slot -> tile */
    int slot[TILES];             /* tile -> slot */
    int high[TILES], low[TILES]; /* by slot */
    uint32_t shows[7];           /* the slots showing each pip */
    int stock[TILES], n_stock;   /* the stock's slots, next first */
} Deal;

typedef struct {
    const Rules *rules;
    Deal deal;
    long long nodes, budget;
    int too_big;
} Search;

static inline int other_half(const Deal *d, int slot, int pip) {
    return d->high[slot] == pip ? d->low[slot] : d->low[slot] == pip ? d->high[slot] : -1;
}

static inline int pips_of(const Deal *d, uint32_t held) {
    int total = 0;
    while (held) {
        int s = __builtin_ctz(held);
        held &= held - 1;
        total += d->high[s] + d->low[s];
    }
    return total;
}

/* ---- the moves (kernel.moves_of) ---- */

static int moves_of(const Search *search, const State *st, int *moves) {
    const Deal *d = &search->deal;
    uint32_t hand = st->hand[(int)st->to_move];
    int n = 0;
    if (!st->n_ends) {
        while (hand) {
            int s = __builtin_ctz(hand);
            hand &= hand - 1;
            if (st->lead < 0 || s == st->lead) moves[n++] = s * 4;
        }
        return n;
    }
    uint32_t fits = 0;
    for (int e = 0; e < st->n_ends; e++) fits |= d->shows[(int)st->ends[e]];
    fits &= hand;
    while (fits) {
        int s = __builtin_ctz(fits);
        fits &= fits - 1;
        for (int e = 0; e < st->n_ends; e++)
            if (d->high[s] == st->ends[e] || d->low[s] == st->ends[e]) moves[n++] = s * 4 + e;
    }
    if (n) return n;
    const Rules *r = search->rules;
    moves[0] = r->draws && st->stock_at < d->n_stock - r->kept && !(r->draw_one && st->drew) ? DRAW : PASS;
    return 1;
}

/* ---- All Fives (rules/all_fives/scoring.py) ---- */

static inline int round5(int n) { return 5 * ((n + 2) / 5); }  /* pips: never negative */
static inline int split_share(int pool, int k) { return 5 * ((2 * pool + 5 * k) / (10 * k)); }
static inline int end_value(int dbl, int shows) { return dbl ? 2 * shows : shows; }

static int count_after(const Search *search, const State *st, int move) {
    const Deal *d = &search->deal;
    int s = move >> 2, dbl = d->high[s] == d->low[s];
    if (!st->n_ends) return dbl ? end_value(1, d->high[s]) : d->high[s] + d->low[s];
    int end = move & 3;
    int total = end_value(dbl, other_half(d, s, st->ends[end]));
    for (int i = 0; i < st->n_ends; i++) {
        int tip = st->tips[i];
        if (i != end && tip >= 0) total += end_value(d->high[tip] == d->low[tip], st->ends[i]);
    }
    return total;
}

static int points_for(const Search *search, const State *st, int move) {
    int total = count_after(search, st, move);
    return total > 0 && total % 5 == 0 ? total : 0;
}

static int opens_branches(const State *st, int end) {
    if (st->spinner < 0 || st->n_ends > 2) return 0;
    return st->spin_end >= 0 ? end == st->spin_end : st->tips[1 - end] != st->spinner;
}

static void lay_spinning(const Deal *d, State *st, int move) {
    int s = move >> 2, dbl = d->high[s] == d->low[s];
    if (!st->n_ends) {
        st->ends[0] = (move & 1) ? d->low[s] : d->high[s];
        st->ends[1] = (move & 1) ? d->high[s] : d->low[s];
        st->tips[0] = st->tips[1] = s;
        st->n_ends = 2;
        if (dbl) st->spinner = s;
        return;
    }
    int end = move & 3, opens = opens_branches(st, end);
    st->ends[end] = other_half(d, s, st->ends[end]);
    st->tips[end] = s;
    if (opens) {
        st->ends[2] = st->ends[3] = d->high[(int)st->spinner];
        st->tips[2] = st->tips[3] = -1;
        st->n_ends = 4;
    } else if (dbl && st->spinner < 0) {
        st->spinner = s;
        st->spin_end = end;
    }
}

/* ---- a hand's end: each family's settle, as (side, points) pairs ---- */

typedef struct { int side[2 * MOST_SEATS + 2], points[2 * MOST_SEATS + 2], n; } Scores;

static inline void add(Scores *out, int side, int points) {
    out->side[out->n] = side;
    out->points[out->n++] = points;
}

static void settle_fives(const Search *search, const State *st, Scores *out) {
    const Rules *r = search->rules;
    int pips[MOST_SEATS];
    for (int side = 0; side < r->sides; side++) {
        pips[side] = 0;
        for (int m = 0; m < r->count[side]; m++) pips[side] += pips_of(&search->deal, st->hand[r->members[side][m]]);
    }
    if (r->subtract) {
        for (int side = 0; side < r->sides; side++)
            if (round5(pips[side])) add(out, side, -round5(pips[side]));
        return;
    }
    int taking[MOST_SEATS] = {0}, takers = 0;
    if (st->went_out >= 0) {
        taking[r->side_of[(int)st->went_out]] = 1;
        takers = 1;
    } else {
        int fewest = pips[0];
        for (int side = 1; side < r->sides; side++) if (pips[side] < fewest) fewest = pips[side];
        for (int side = 0; side < r->sides; side++) if (pips[side] == fewest) { taking[side] = 1; takers++; }
    }
    int raw = 0;
    for (int side = 0; side < r->sides; side++) if (!taking[side]) raw += pips[side];
    int share = takers == 1 ? round5(raw) : split_share(round5(raw), takers);
    if (share)
        for (int side = 0; side < r->sides; side++) if (taking[side]) add(out, side, share);
}

static void settle_italian(const Search *search, const State *st, Scores *out) {
    const Rules *r = search->rules;
    int seat_pips[MOST_SEATS];
    for (int seat = 0; seat < r->seats; seat++) seat_pips[seat] = pips_of(&search->deal, st->hand[seat]);
    if (st->went_out >= 0) {
        int side = r->side_of[(int)st->went_out], points = 0;
        for (int seat = 0; seat < r->seats; seat++) if (r->side_of[seat] != side) points += seat_pips[seat];
        if (points) add(out, side, points);
    } else if (r->pairs) {
        int side_pips[MOST_SEATS] = {0};
        for (int seat = 0; seat < r->seats; seat++) side_pips[r->side_of[seat]] += seat_pips[seat];
        int low = 0, high = 0;
        for (int side = 1; side < r->sides; side++) {
            if (side_pips[side] < side_pips[low]) low = side;
            if (side_pips[side] > side_pips[high]) high = side;
        }
        if (side_pips[low] != side_pips[high]) add(out, low, side_pips[high] - side_pips[low]);
    } else {
        for (int seat = 0; seat < r->seats; seat++) if (seat_pips[seat]) add(out, seat, -seat_pips[seat]);
    }
}

static int held_value(const Search *search, uint32_t held) {
    const Deal *d = &search->deal;
    if (search->rules->special && held && !(held & (held - 1))) {
        int s = __builtin_ctz(held);
        if (d->high[s] == 0 && d->low[s] == 0) return 25;
        if (d->high[s] == 6 && d->low[s] == 6) return 50;
    }
    return pips_of(d, held);
}

static void settle_site(const Search *search, const State *st, Scores *out) {
    const Rules *r = search->rules;
    int values[MOST_SEATS] = {0};
    for (int seat = 0; seat < r->seats; seat++) values[r->side_of[seat]] += held_value(search, st->hand[seat]);
    int winner = -1;
    if (st->went_out >= 0) {
        winner = r->side_of[(int)st->went_out];
    } else {
        int low = 0, ties = 0;
        for (int side = 1; side < r->sides; side++) if (values[side] < values[low]) low = side;
        for (int side = 0; side < r->sides; side++) ties += values[side] == values[low];
        if (ties == 1) winner = low;
    }
    if (winner < 0) return;
    int taken = 0;
    for (int side = 0; side < r->sides; side++) {
        if (side == winner || !values[side]) continue;
        if (r->winner_takes) taken += values[side];
        else add(out, side, values[side]);
    }
    if (r->winner_takes && taken) add(out, winner, taken);
}

/* Domeng (rules/domeng/scoring.py): stones move from the table first, then from the payers in order. */
enum { OWED_PASS = 1, OWED_PASSEBUNGE = 2, OWED_CAPPU = 1, OWED_CEKI = 3, OWED_POLLO = 5, OWED_MANGUNO = 1,
       OWED_MATTIKKENG = 5, OWED_MATTIKKENG_1 = 1, STONES = 25, DEALT = 5 };

static inline int seat5(int seat) { return ((seat % 5) + 5) % 5; }  /* Python's index and modulo of a seat */

static void pay(State *st, int to, int owed, const int *payers, int n_payers, Scores *out) {
    int32_t *game = st->game;
    int held[5];
    for (int s = 0; s < 5; s++) held[s] = game[SEAT_STONES + s];
    int paid = owed < game[TABLE_STONES] ? owed : game[TABLE_STONES];
    if (paid) {
        game[TABLE_STONES] -= paid;
        game[SEAT_STONES + to] += paid;
        add(out, to, paid);
    }
    for (int i = 0; i < n_payers; i++) {
        int payer = seat5(payers[i]), part = owed - paid < held[payer] ? owed - paid : held[payer];
        if (part) {
            game[SEAT_STONES + payer] -= part;
            add(out, payer, -part);
            game[SEAT_STONES + to] += part;
            add(out, to, part);
            paid += part;
        }
    }
}

static int on_table(const Search *search, const State *st) {
    int in_hands = 0;
    for (int seat = 0; seat < search->rules->seats; seat++) in_hands += __builtin_popcount(st->hand[seat]);
    return TILES - in_hands - (search->deal.n_stock - st->stock_at);
}

static void settle_domeng(const Search *search, State *st, Scores *out) {
    const Deal *d = &search->deal;
    int32_t *game = st->game;
    if (st->went_out >= 0) {
        int out_seat = st->went_out, last = st->last >> 2;
        int level = on_table(search, st) >= 2 && st->ends[0] == st->ends[1];
        int owed = level ? (d->high[last] == d->low[last] ? OWED_POLLO : OWED_CEKI) : OWED_CAPPU;
        pay(st, seat5(out_seat - 1), owed, &out_seat, 1, out);
        if (game[TABLE_STONES] == 0 && game[SEAT_STONES + out_seat] == 0) {  /* the CAMAT */
            for (int seat = 0; seat < 5; seat++) add(out, seat, -game[SEAT_STONES + seat]);
            game[TABLE_STONES] = STONES;
            for (int seat = 0; seat < 5; seat++) game[SEAT_STONES + seat] = 0;
        }
        return;
    }
    int pips[5];
    for (int seat = 0; seat < 5; seat++) pips[seat] = pips_of(d, st->hand[seat]);
    int manguno = seat5(game[MAPPANO]), clockwise[4], order[4], n = 0;
    for (int k = 1; k <= 4; k++) clockwise[k - 1] = seat5(game[MAPPANO] + k);
    for (int k = 0; k < 4; k++) if (pips[clockwise[k]] <= pips[manguno]) order[n++] = clockwise[k];
    if (!n) {
        pay(st, seat5(game[MAPPANO] - 1), OWED_MANGUNO, &manguno, 1, out);
        return;
    }
    for (int i = 1; i < n; i++)  /* fewest pips first, then clockwise: an insertion sort, stable */
        for (int j = i; j > 0 && pips[order[j]] < pips[order[j - 1]]; j--) {
            int t = order[j]; order[j] = order[j - 1]; order[j - 1] = t;
        }
    int single = n == 1 && pips[order[0]] < pips[manguno];
    pay(st, manguno, single ? OWED_MATTIKKENG : OWED_MATTIKKENG_1, order, n, out);
}

static void settle(const Search *search, State *st, Scores *out) {
    out->n = 0;
    switch (search->rules->family) {
    case FIVES: settle_fives(search, st, out); break;
    case ITALIAN: settle_italian(search, st, out); break;
    case SITE: settle_site(search, st, out); break;
    case DOMENG: settle_domeng(search, st, out); break;
    }
}

/* ---- one move (the body of kernel.advance's loop) ---- */

static void finish(const Search *search, State *st, int went_out) {
    st->over = 1;
    st->went_out = went_out;
    if (st->decided) return;
    Scores scores;
    settle(search, st, &scores);
    for (int i = 0; i < scores.n; i++) {
        st->change[scores.side[i]] += scores.points[i];
        if (scores.points[i] > 0) st->scored += scores.points[i];
    }
}

static int after_turn_domeng(const Search *search, State *st, int seat, int move) {
    if (move != PASS) {
        st->game[MAPPANO] = seat;
        return 0;
    }
    int last = st->game[MAPPANO];
    if (seat == last) return 1;  /* the MANGUNO's closing pass */
    Scores moved = {.n = 0};
    int laid = __builtin_popcount(st->hand[seat]) < DEALT;
    pay(st, seat, laid ? OWED_PASS : OWED_PASSEBUNGE, &last, 1, &moved);
    (void)search;
    for (int i = 0; i < moved.n; i++) {
        st->change[moved.side[i]] += moved.points[i];
        if (moved.points[i] > 0) st->scored += moved.points[i];
    }
    return 0;
}

static void step(const Search *search, State *st, int move) {
    const Rules *r = search->rules;
    const Deal *d = &search->deal;
    int seat = st->to_move;
    st->last = (int16_t)move;
    if (move < DRAW) {
        int s = move >> 2, points = r->family == FIVES ? points_for(search, st, move) : 0;
        st->hand[seat] &= ~(1u << s);
        if (r->family == FIVES) {
            lay_spinning(d, st, move);
        } else if (st->n_ends) {
            st->ends[move & 3] = other_half(d, s, st->ends[move & 3]);
        } else {
            st->ends[0] = (move & 1) ? d->low[s] : d->high[s];
            st->ends[1] = (move & 1) ? d->high[s] : d->low[s];
            st->n_ends = 2;
        }
        int decided = 0;
        if (points) {
            int side = r->side_of[seat];
            st->change[side] += points;
            st->scored += points;
            decided = st->decided = st->game[side] + st->change[side] >= r->target;
        }
        if (decided || !st->hand[seat]) {
            finish(search, st, st->decided ? -1 : seat);
            return;
        }
    } else if (move == DRAW) {
        st->hand[seat] |= 1u << d->stock[(int)st->stock_at++];
        st->drew = 1;
        return;
    }
    st->drew = 0;
    int over;
    if (r->family == DOMENG) {
        over = after_turn_domeng(search, st, seat, move);
    } else {
        uint32_t held = 0;
        for (int i = 0; i < r->seats; i++) held |= st->hand[i];
        uint32_t live = 0;
        for (int e = 0; e < st->n_ends; e++) live |= d->shows[(int)st->ends[e]];
        over = !(r->draws && st->stock_at < d->n_stock - r->kept) && !(held & live);
    }
    if (over) finish(search, st, -1);
    else st->to_move = (int8_t)((seat + 1) % r->seats);
}

/* The moves there is no choice about, made: the next choice's moves (0 once the hand is over). */
static int to_choice(const Search *search, State *st, int *moves) {
    while (!st->over) {
        int n = moves_of(search, st, moves);
        if (n > 1) return n;
        step(search, st, moves[0]);
    }
    return 0;
}

/* ---- the search: alpha-beta for two sides, max^n for more (coach.endgame.Search) ---- */

static inline int64_t gain(const Rules *r, const int32_t *totals, int side) {
    int64_t net = 0;
    for (int i = 0; i < r->sides; i++) net += i == side ? totals[i] : -(int64_t)totals[i];
    return r->higher_wins ? net : -net;
}

static int64_t alphabeta(Search *search, const State *st, const int *moves, int n, int64_t alpha, int64_t beta) {
    if (++search->nodes > search->budget) {
        search->too_big = 1;
        return 0;
    }
    const Rules *r = search->rules;
    if (!n) return gain(r, st->change, 0);
    int maximise = r->side_of[(int)st->to_move] == 0;
    int64_t best = maximise ? INT64_MIN : INT64_MAX;
    for (int i = 0; i < n; i++) {
        State child = *st;
        int next[MOST_MOVES];
        step(search, &child, moves[i]);
        int64_t value = alphabeta(search, &child, next, to_choice(search, &child, next), alpha, beta);
        if (search->too_big) return 0;
        if (maximise) {
            if (value > best) best = value;
            if (value > alpha) alpha = value;
        } else {
            if (value < best) best = value;
            if (value < beta) beta = value;
        }
        if (alpha >= beta) break;
    }
    return best;
}

static void maxn(Search *search, const State *st, const int *moves, int n, int32_t *ends) {
    const Rules *r = search->rules;
    if (++search->nodes > search->budget) {
        search->too_big = 1;
        return;
    }
    if (!n) {
        memcpy(ends, st->change, sizeof st->change);
        return;
    }
    int side = r->side_of[(int)st->to_move], found = 0;
    int64_t best = 0;
    for (int i = 0; i < n; i++) {
        State child = *st;
        int next[MOST_MOVES];
        int32_t got[MOST_SEATS];
        step(search, &child, moves[i]);
        maxn(search, &child, next, to_choice(search, &child, next), got);
        if (search->too_big) return;
        int64_t worth = gain(r, got, side);
        if (!found || worth > best) {
            found = 1;
            best = worth;
            memcpy(ends, got, sizeof got);
        }
    }
}

/* Each root move's exact value for the side to move (Search.deal): 0 on success, -1 past the budget. */
static int search_deal(Search *search, const State *root, const int *moves, int n, int64_t *values) {
    const Rules *r = search->rules;
    int side = r->side_of[(int)root->to_move];
    for (int i = 0; i < n; i++) {
        State child = *root;
        int next[MOST_MOVES];
        step(search, &child, moves[i]);
        int k = to_choice(search, &child, next);
        if (r->sides == 2) {
            int64_t worth = alphabeta(search, &child, next, k, INT64_MIN, INT64_MAX);
            values[i] = side == 0 ? worth : -worth;
        } else {
            int32_t ends[MOST_SEATS];
            maxn(search, &child, next, k, ends);
            values[i] = gain(r, ends, side);
        }
        if (search->too_big) return -1;
    }
    return 0;
}

/* ---- greedy play to the hand's end (kernel.greedy: the coach's playouts) ---- */

static inline int greedy_key(const Search *search, const State *st, int move) {
    const Deal *d = &search->deal;
    int s = move >> 2, rank = (d->high[s] + d->low[s]) * 8 + (d->high[s] == d->low[s]) * 4 + 3 - (move & 3);
    return search->rules->family == FIVES ? points_for(search, st, move) * 128 + rank : rank;
}

static int greedy(const Search *search, const State *st, const int *moves, int n) {
    int best = moves[0], top = greedy_key(search, st, moves[0]);
    for (int i = 1; i < n; i++) {
        int key = greedy_key(search, st, moves[i]);
        if (key > top) { top = key; best = moves[i]; }
    }
    return best;
}

/* The value for the side to move at ``root`` of ``move``, then greedy play by every seat (reviewer.play_out). */
static int64_t play_out(Search *search, const State *root, int move) {
    State st = *root;
    int moves[MOST_MOVES];
    step(search, &st, move);
    while (!st.over) {
        int n = moves_of(search, &st, moves);
        step(search, &st, n == 1 ? moves[0] : greedy(search, &st, moves, n));
    }
    return gain(search->rules, st.change, search->rules->side_of[(int)root->to_move]);
}

/* ---- from Python ---- */

static int int_list(PyObject *seq, int *out, int most, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > most) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %zd items, at most %d", what, n, most);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

static int read_rules(PyObject *spec, Rules *r) {
    /* (family, subtract, target, pairs, special, winner_takes, higher_wins, draws, draw_one, kept, sides) */
    PyObject *sides;
    memset(r, 0, sizeof *r);
    if (!PyArg_ParseTuple(spec, "iiiiiiiiiiO", &r->family, &r->subtract, &r->target, &r->pairs, &r->special,
                          &r->winner_takes, &r->higher_wins, &r->draws, &r->draw_one, &r->kept, &sides))
        return -1;
    if (r->family < FIVES || r->family > SITE) {
        PyErr_SetString(PyExc_ValueError, "unknown family of rules");
        return -1;
    }
    PyObject *fast = PySequence_Fast(sides, "sides");
    if (!fast) return -1;
    r->sides = (int)PySequence_Fast_GET_SIZE(fast);
    r->seats = 0;
    for (int side = 0; side < r->sides && side < MOST_SEATS; side++) {
        int got = int_list(PySequence_Fast_GET_ITEM(fast, side), r->members[side], MOST_SEATS, "a side's seats");
        if (got < 0) { Py_DECREF(fast); return -1; }
        r->count[side] = got;
        for (int m = 0; m < got; m++) {
            if (r->members[side][m] < 0 || r->members[side][m] >= MOST_SEATS) {
                Py_DECREF(fast);
                PyErr_SetString(PyExc_ValueError, "a seat out of range");
                return -1;
            }
            r->side_of[r->members[side][m]] = side;
        }
        r->seats += got;
    }
    Py_DECREF(fast);
    if (r->sides < 2 || r->sides > MOST_SEATS || r->seats > MOST_SEATS || (r->family == DOMENG && r->seats != 5)) {
        PyErr_SetString(PyExc_ValueError, "sides out of range");
        return -1;
    }
    return 0;
}

typedef struct {
    int ends[4], n_ends, tips[4], spinner, spin_end, to_move, drew, lead, last;
    int game[GAME_INTS], n_game;
} Base;

static int read_base(PyObject *base, Base *b) {
    /* (ends, tips, spinner, spin_end, to_move, drew, lead, game, last): tiles as FULL_SET indices, -1 for none */
    PyObject *ends, *tips, *game;
    memset(b, 0, sizeof *b);
    if (!PyArg_ParseTuple(base, "OOiiiiiOi", &ends, &tips, &b->spinner, &b->spin_end, &b->to_move, &b->drew, &b->lead,
                          &game, &b->last))
        return -1;
    if ((b->n_ends = int_list(ends, b->ends, 4, "ends")) < 0) return -1;
    int n_tips = int_list(tips, b->tips, 4, "tips");
    if (n_tips < 0) return -1;
    for (int i = n_tips; i < 4; i++) b->tips[i] = -1;
    if ((b->n_game = int_list(game, b->game, GAME_INTS, "game")) < 0) return -1;
    return 0;
}

/* The slots of a deal (hands in seat order, each in its order, then the stock, then the rest) and the root
 * state on them. Returns -1 (with a Python error) where the tiles are not a deal of distinct tiles. */
static int lay_out(Search *search, const Base *b, int hands[][TILES], const int *sizes, const int *stock, int n_stock,
                   State *root) {
    const Rules *r = search->rules;
    Deal *d = &search->deal;
    int next = 0, used[TILES] = {0};
    memset(root, 0, sizeof *root);
    for (int seat = 0; seat < r->seats; seat++) {
        for (int i = 0; i < sizes[seat]; i++) {
            int t = hands[seat][i];
            if (t < 0 || t >= TILES || used[t]) goto bad;
            used[t] = 1;
            d->tile[next] = t;
            root->hand[seat] |= 1u << next++;
        }
    }
    d->n_stock = n_stock;
    for (int i = 0; i < n_stock; i++) {
        int t = stock[i];
        if (t < 0 || t >= TILES || used[t]) goto bad;
        used[t] = 1;
        d->stock[i] = next;
        d->tile[next++] = t;
    }
    for (int t = 0; t < TILES; t++) if (!used[t]) d->tile[next++] = t;
    memset(d->shows, 0, sizeof d->shows);
    for (int s = 0; s < TILES; s++) {
        int t = d->tile[s];
        d->slot[t] = s;
        d->high[s] = HIGH[t];
        d->low[s] = LOW[t];
        d->shows[HIGH[t]] |= 1u << s;
        d->shows[LOW[t]] |= 1u << s;
    }
    root->n_ends = (int8_t)b->n_ends;
    for (int i = 0; i < 4; i++) {
        root->ends[i] = (int8_t)(i < b->n_ends ? b->ends[i] : 0);
        root->tips[i] = (int8_t)(b->tips[i] < 0 ? -1 : d->slot[b->tips[i]]);
    }
    root->spinner = (int8_t)(b->spinner < 0 ? -1 : d->slot[b->spinner]);
    root->spin_end = (int8_t)b->spin_end;
    root->to_move = (int8_t)b->to_move;
    root->drew = (int8_t)b->drew;
    root->lead = (int8_t)(b->lead < 0 ? -1 : d->slot[b->lead]);
    root->last = (int16_t)(b->last >= 0 && b->last < DRAW ? d->slot[b->last >> 2] * 4 + (b->last & 3) : b->last);
    root->went_out = -1;
    for (int i = 0; i < b->n_game; i++) root->game[i] = b->game[i];
    return 0;
bad:
    PyErr_SetString(PyExc_ValueError, "a deal must hold each tile at most once");
    return -1;
}

static int root_moves(const Search *search, PyObject *moves, int *out) {
    int n = int_list(moves, out, MOST_MOVES, "moves");
    for (int i = 0; i < n; i++) {
        if (out[i] < 0 || out[i] > PASS) {
            PyErr_SetString(PyExc_ValueError, "not a move");
            return -1;
        }
        if (out[i] < DRAW) out[i] = search->deal.slot[out[i] >> 2] * 4 + (out[i] & 3);
    }
    return n;
}

static int check_move(const Search *search, const State *root, const int *moves, int n) {
    int legal[MOST_MOVES], k = moves_of(search, root, legal);
    if (k != n) goto bad;
    for (int i = 0; i < n; i++) if (legal[i] != moves[i]) goto bad;
    return 0;
bad:
    PyErr_SetString(PyExc_ValueError, "the moves are not the position's legal moves, in order");
    return -1;
}

static PyObject *values_list(const int64_t *values, int n) {
    PyObject *row = PyList_New(n);
    if (!row) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(row, i, PyLong_FromLongLong(values[i]));
    return row;
}

/* Deal ``k`` of ``deals`` ((hands, stock) of tile indices) laid out as the search's root, with the root's moves. */
static int read_deal(Search *search, const Base *base, PyObject *item, PyObject *moves_spec, State *root, int *moves) {
    PyObject *hands_spec, *stock_spec, *hands_fast;
    int hands[MOST_SEATS][TILES], sizes[MOST_SEATS] = {0}, stock[TILES], n_stock, n;
    const Rules *rules = search->rules;
    if (!PyArg_ParseTuple(item, "OO", &hands_spec, &stock_spec)) return -1;
    if (!(hands_fast = PySequence_Fast(hands_spec, "hands"))) return -1;
    if (PySequence_Fast_GET_SIZE(hands_fast) != rules->seats) {
        Py_DECREF(hands_fast);
        PyErr_SetString(PyExc_ValueError, "a hand for each seat");
        return -1;
    }
    for (int seat = 0; seat < rules->seats; seat++)
        if ((sizes[seat] = int_list(PySequence_Fast_GET_ITEM(hands_fast, seat), hands[seat], TILES, "a hand")) < 0) {
            Py_DECREF(hands_fast);
            return -1;
        }
    Py_DECREF(hands_fast);
    if ((n_stock = int_list(stock_spec, stock, TILES, "the stock")) < 0) return -1;
    if (lay_out(search, base, hands, sizes, stock, n_stock, root) < 0) return -1;
    if ((n = root_moves(search, moves_spec, moves)) < 0) return -1;
    if (check_move(search, root, moves, n) < 0) return -1;
    return n;
}

/* search(rules, base, moves, deals, budget, partial) -> (rows or None, nodes): each deal (hands, stock) searched.
 * Past the budget (or where the deals so far show the rest would be): None; with ``partial``, the rows of the
 * deals searched by then instead. */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *spec, *base_spec, *moves_spec, *deals;
    long long budget;
    int partial = 0;
    Rules rules;
    Base base;
    if (!PyArg_ParseTuple(args, "OOOOL|p", &spec, &base_spec, &moves_spec, &deals, &budget, &partial)) return NULL;
    if (read_rules(spec, &rules) < 0 || read_base(base_spec, &base) < 0) return NULL;
    PyObject *fast = PySequence_Fast(deals, "deals");
    if (!fast) return NULL;
    Py_ssize_t n_deals = PySequence_Fast_GET_SIZE(fast);
    PyObject *rows = PyList_New(0);
    Search search = {.rules = &rules, .nodes = 0, .budget = budget, .too_big = 0};
    if (!rows) goto fail;
    for (Py_ssize_t k = 0; k < n_deals; k++) {
        int moves[MOST_MOVES], n, ok;
        int64_t values[MOST_MOVES];
        State root;
        if ((n = read_deal(&search, &base, PySequence_Fast_GET_ITEM(fast, k), moves_spec, &root, moves)) < 0) goto fail;
        Py_BEGIN_ALLOW_THREADS
        ok = search_deal(&search, &root, moves, n, values);
        Py_END_ALLOW_THREADS
        if (ok < 0 && partial) break;
        if (ok < 0 || (!partial && search.nodes * n_deals > budget * (k + 1))) {
            Py_DECREF(fast);
            Py_DECREF(rows);
            return Py_BuildValue("OL", Py_None, search.nodes);
        }
        PyObject *row = values_list(values, n);
        if (!row || PyList_Append(rows, row) < 0) { Py_XDECREF(row); goto fail; }
        Py_DECREF(row);
    }
    Py_DECREF(fast);
    PyObject *result = Py_BuildValue("OL", rows, search.nodes);
    Py_DECREF(rows);
    return result;
fail:
    Py_DECREF(fast);
    Py_XDECREF(rows);
    return NULL;
}

/* playouts(rules, base, moves, deals) -> rows: each move on each deal, then greedy play to the hand's end. */
static PyObject *py_playouts(PyObject *self, PyObject *args) {
    PyObject *spec, *base_spec, *moves_spec, *deals;
    Rules rules;
    Base base;
    if (!PyArg_ParseTuple(args, "OOOO", &spec, &base_spec, &moves_spec, &deals)) return NULL;
    if (read_rules(spec, &rules) < 0 || read_base(base_spec, &base) < 0) return NULL;
    PyObject *fast = PySequence_Fast(deals, "deals");
    if (!fast) return NULL;
    Py_ssize_t n_deals = PySequence_Fast_GET_SIZE(fast);
    PyObject *rows = PyList_New(n_deals);
    Search search = {.rules = &rules, .nodes = 0, .budget = 0, .too_big = 0};
    if (!rows) goto fail;
    for (Py_ssize_t k = 0; k < n_deals; k++) {
        int moves[MOST_MOVES], n;
        int64_t values[MOST_MOVES];
        State root;
        if ((n = read_deal(&search, &base, PySequence_Fast_GET_ITEM(fast, k), moves_spec, &root, moves)) < 0) goto fail;
        for (int i = 0; i < n; i++) values[i] = play_out(&search, &root, moves[i]);
        PyObject *row = values_list(values, n);
        if (!row) goto fail;
        PyList_SET_ITEM(rows, k, row);
    }
    Py_DECREF(fast);
    return rows;
fail:
    Py_DECREF(fast);
    Py_XDECREF(rows);
    return NULL;
}

/* ---- every consistent deal (coach.endgame.deals), searched as it is made ---- */

typedef struct {
    Search *search;
    const Base *base;
    int hands[MOST_SEATS][TILES], sizes[MOST_SEATS];
    int others[MOST_SEATS], n_others, counts[MOST_SEATS], lacks[MOST_SEATS];
    int held[MOST_SEATS][TILES], n_held[MOST_SEATS];  /* tiles each seat provably holds, placed first */
    uint32_t barred[MOST_SEATS];                       /* tiles each seat provably does not hold */
    const int *moves_in;
    int n_moves;
    int64_t totals[MOST_MOVES];
    long long deals, count, budget;
    int failed;   /* -1: a Python error; 1: past the budget */
} Enumeration;

static void place(Enumeration *en, int k, const int *pool, int n_pool) {
    if (en->failed) return;
    if (k == en->n_others) {
        State root;
        int moves[MOST_MOVES];
        int64_t values[MOST_MOVES];
        Search *search = en->search;
        if (lay_out(search, en->base, en->hands, en->sizes, pool, n_pool, &root) < 0) { en->failed = -1; return; }
        for (int i = 0; i < en->n_moves; i++) {
            int m = en->moves_in[i];
            moves[i] = m < DRAW ? search->deal.slot[m >> 2] * 4 + (m & 3) : m;
        }
        if (!en->deals && check_move(search, &root, moves, en->n_moves) < 0) { en->failed = -1; return; }
        if (search_deal(search, &root, moves, en->n_moves, values) < 0) { en->failed = 1; return; }
        for (int i = 0; i < en->n_moves; i++) en->totals[i] += values[i];
        en->deals++;
        if (search->nodes * en->count > 2 * en->budget * en->deals) en->failed = 1;  /* the rest would not fit */
        return;
    }
    int seat = en->others[k], mine = en->n_held[seat], need = en->counts[seat] - mine, lacks = en->lacks[seat];
    int cand[TILES], n_cand = 0;
    if (need < 0) return;
    for (int i = 0; i < n_pool; i++)
        if (!((lacks >> HIGH[pool[i]]) & 1) && !((lacks >> LOW[pool[i]]) & 1) && !((en->barred[seat] >> pool[i]) & 1))
            cand[n_cand++] = pool[i];
    if (need > n_cand) return;
    int pick[TILES];
    for (int i = 0; i < need; i++) pick[i] = i;
    for (int i = 0; i < mine; i++) en->hands[seat][i] = en->held[seat][i];
    en->sizes[seat] = mine + need;
    for (;;) {  /* every combination of `need` candidates, in itertools.combinations' order */
        int chosen[TILES] = {0}, rest[TILES], n_rest = 0;
        for (int i = 0; i < need; i++) {
            en->hands[seat][mine + i] = cand[pick[i]];
            chosen[cand[pick[i]]] = 1;
        }
        for (int i = 0; i < n_pool; i++) if (!chosen[pool[i]]) rest[n_rest++] = pool[i];
        place(en, k + 1, rest, n_rest);
        if (en->failed) return;
        int i = need - 1;
        while (i >= 0 && pick[i] == i + n_cand - need) i--;
        if (i < 0) return;
        pick[i]++;
        for (int j = i + 1; j < need; j++) pick[j] = pick[j - 1] + 1;
    }
}

/* solve(rules, base, moves, seat, own, unseen, others, counts, lacks, count, budget, held=None, barred=None)
 * -> (totals or None, nodes, deals): the sums over every consistent deal of each move's value, the deals made as
 * coach.endgame.deals makes them (``held``: the tiles each seat provably holds, placed first and not in ``unseen``;
 * ``barred``: a mask of the tiles each seat provably does not hold). */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    PyObject *spec, *base_spec, *moves_spec, *own_spec, *unseen_spec, *others_spec, *counts_spec, *lacks_spec;
    PyObject *held_spec = Py_None, *barred_spec = Py_None;
    int seat;
    long long count, budget;
    Rules rules;
    Base base;
    if (!PyArg_ParseTuple(args, "OOOiOOOOOLL|OO", &spec, &base_spec, &moves_spec, &seat, &own_spec, &unseen_spec,
                          &others_spec, &counts_spec, &lacks_spec, &count, &budget, &held_spec, &barred_spec))
        return NULL;
    if (read_rules(spec, &rules) < 0 || read_base(base_spec, &base) < 0) return NULL;
    Search search = {.rules = &rules, .nodes = 0, .budget = budget, .too_big = 0};
    Enumeration en;
    memset(&en, 0, sizeof en);
    en.search = &search;
    en.base = &base;
    en.count = count;
    en.budget = budget;
    int unseen[TILES], n_unseen, moves[MOST_MOVES];
    if (seat < 0 || seat >= rules.seats) {
        PyErr_SetString(PyExc_ValueError, "no such seat");
        return NULL;
    }
    if ((en.sizes[seat] = int_list(own_spec, en.hands[seat], TILES, "own tiles")) < 0) return NULL;
    if ((n_unseen = int_list(unseen_spec, unseen, TILES, "unseen")) < 0) return NULL;
    if ((en.n_others = int_list(others_spec, en.others, MOST_SEATS, "others")) < 0) return NULL;
    if (int_list(counts_spec, en.counts, MOST_SEATS, "counts") != rules.seats) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a count for each seat");
        return NULL;
    }
    if (int_list(lacks_spec, en.lacks, MOST_SEATS, "lacks") != rules.seats) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "pips lacked for each seat");
        return NULL;
    }
    if (held_spec != Py_None) {
        PyObject *fast = PySequence_Fast(held_spec, "held");
        if (!fast) return NULL;
        if (PySequence_Fast_GET_SIZE(fast) != rules.seats) {
            Py_DECREF(fast);
            PyErr_SetString(PyExc_ValueError, "the tiles held for each seat");
            return NULL;
        }
        for (int s = 0; s < rules.seats; s++)
            if ((en.n_held[s] = int_list(PySequence_Fast_GET_ITEM(fast, s), en.held[s], TILES, "held")) < 0) {
                Py_DECREF(fast);
                return NULL;
            }
        Py_DECREF(fast);
    }
    if (barred_spec != Py_None) {
        int masks[MOST_SEATS];
        if (int_list(barred_spec, masks, MOST_SEATS, "barred") != rules.seats) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "the tiles barred for each seat");
            return NULL;
        }
        for (int s = 0; s < rules.seats; s++) en.barred[s] = (uint32_t)masks[s];
    }
    for (int s = 0; s < rules.seats; s++)
        for (int i = 0; i < en.n_held[s]; i++)
            if (en.held[s][i] < 0 || en.held[s][i] >= TILES) {
                PyErr_SetString(PyExc_ValueError, "not a tile");
                return NULL;
            }
    for (int i = 0; i < n_unseen; i++)
        if (unseen[i] < 0 || unseen[i] >= TILES) {
            PyErr_SetString(PyExc_ValueError, "not a tile");
            return NULL;
        }
    for (int i = 0; i < en.n_others; i++)
        if (en.others[i] < 0 || en.others[i] >= rules.seats || en.others[i] == seat) {
            PyErr_SetString(PyExc_ValueError, "not another seat");
            return NULL;
        }
    if ((en.n_moves = int_list(moves_spec, moves, MOST_MOVES, "moves")) < 0) return NULL;
    en.moves_in = moves;
    place(&en, 0, unseen, n_unseen);
    if (en.failed < 0) return NULL;
    if (en.failed > 0) return Py_BuildValue("OLL", Py_None, search.nodes, en.deals);
    PyObject *totals = values_list(en.totals, en.n_moves);
    if (!totals) return NULL;
    PyObject *result = Py_BuildValue("(NLL)", totals, search.nodes, en.deals);
    return result;
}

static PyObject *py_tiles(PyObject *self, PyObject *args) {
    PyObject *high, *low;
    if (!PyArg_ParseTuple(args, "OO", &high, &low)) return NULL;
    if (int_list(high, HIGH, TILES, "high") != TILES || int_list(low, LOW, TILES, "low") != TILES) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "28 tiles");
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"tiles", py_tiles, METH_VARARGS, "tiles(high, low): each tile's halves, in tiles.FULL_SET's order."},
    {"search", py_search, METH_VARARGS, "search(rules, base, moves, deals, budget, partial=False) -> (rows or None, nodes)"},
    {"playouts", py_playouts, METH_VARARGS, "playouts(rules, base, moves, deals) -> rows: greedy play after each move"},
    {"solve", py_solve, METH_VARARGS,
     "solve(rules, base, moves, seat, own, unseen, others, counts, lacks, count, budget) -> (totals, nodes, deals) "
     "or (None, nodes)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_search", "The exact search, compiled (see _search.c).",
                                    -1, methods};

PyMODINIT_FUNC PyInit__search(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddStringConstant(m, "SOURCE_HASH", SOURCE_HASH) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
