// Package tree is the study screen's search-tree view: a Model that
// draws the tree of Items it is given (visits, mean, UCB, exact value,
// what the last iteration selected and added), with a cursor and folding
// (Move, Fold, Toggle). It imports only the kit.
package tree
