// Package chart is the study screen's convergence chart: a Model sized
// with SetSize draws the mean (± standard error) or the visit share of the
// top root moves against iterations, from the Series it is given, with the
// exact value as a reference line where one is known. It imports only the
// kit.
package chart
